'use strict';
// 2.0.2's `iterateAsync` with the same behaviour and fewer allocations, written once for both
// module formats: each binds it to its own format's helpers, so the fake promises it makes are
// that format's. envelop and yoga call it for every hook of every plugin. 2.0.2 makes three
// closures and a recursive `handleMaybePromise` step per item; this loops while the callbacks
// answer at once and chains only on a thenable, the way 2.0.2 does: each item's own `endEarly`,
// `results` gets every truthy answer, a synchronous throw or a rejected fake promise throws
// synchronously, and a resolved fake promise goes on synchronously.
module.exports = function iterateAsyncWith({ fakePromise, isPromise, unfakePromise }) {
  return function iterateAsync(iterable, callback, results) {
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
  };
};
