import { SPEC_ONLY } from '../../src/sandbox/index.js';
import { shapeSuite } from './suite.js';

shapeSuite('spec-only', SPEC_ONLY);
