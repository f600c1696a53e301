import { shapeSuite } from './suite.js';

shapeSuite('default', undefined);
