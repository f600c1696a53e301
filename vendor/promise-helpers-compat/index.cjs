'use strict';
// 2.0.2 as it is, plus the one function it dropped that @envelop/core 5 still re-exports, and
// 2.0.2's `iterateAsync` with the same behaviour and fewer allocations (index.js says how).
const helpers = require('@whatwg-node/promise-helpers-v2');
const { fakePromise, isPromise, unfakePromise } = helpers;
function iterateAsync(iterable, callback, results) {
  if (iterable?.length === 0) return;
  const iterator = iterable[Symbol.iterator]();
  let index = 0;
  function iterate() {
    for (;;) {
      const { done, value } = iterator.next();
      if (done) return;
      let endedEarly = false;
      const result = callback(value, () => {
        endedEarly = true;
      }, index++);
      if (isPromise(result)) {
        return unfakePromise(
          fakePromise(result).then((answer) => {
            if (answer) results?.push(answer);
            if (endedEarly) return;
            return iterate();
          }),
        );
      }
      if (result) results?.push(result);
      if (endedEarly) return;
    }
  }
  return iterate();
}
module.exports = {
  ...helpers,
  mapMaybePromise: (input, onSuccess, onError) => helpers.handleMaybePromise(() => input, onSuccess, onError),
  iterateAsync,
  iterateAsyncVoid: iterateAsync,
};
