'use strict';
// 2.0.2 as it is, plus the one function it dropped that @envelop/core 5 still re-exports, and
// 2.0.2's `iterateAsync` with fewer allocations (iterate-async.cjs).
const helpers = require('@whatwg-node/promise-helpers-v2');
const iterateAsync = require('./iterate-async.cjs')(helpers);
module.exports = {
  ...helpers,
  mapMaybePromise: (input, onSuccess, onError) => helpers.handleMaybePromise(() => input, onSuccess, onError),
  iterateAsync,
  iterateAsyncVoid: iterateAsync,
};
