import { OTHER_SHAPES } from '../../src/sandbox/index.js';
import { shapeSuite } from './suite.js';

shapeSuite('other-shapes', OTHER_SHAPES);
