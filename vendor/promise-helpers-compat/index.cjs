'use strict';
// 2.0.2 as it is, plus the one function it dropped that @envelop/core 5 still re-exports.
const helpers = require('@whatwg-node/promise-helpers-v2');
module.exports = { ...helpers, mapMaybePromise: (input, onSuccess, onError) => helpers.handleMaybePromise(() => input, onSuccess, onError) };
