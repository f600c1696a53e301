// 2.0.2 as it is, plus the one function it dropped that @envelop/core 5 still re-exports, and
// 2.0.2's `iterateAsync` with fewer allocations (iterate-async.cjs, bound to this format's helpers).
import { fakePromise, handleMaybePromise, isPromise, unfakePromise } from '@whatwg-node/promise-helpers-v2';
import iterateAsyncWith from './iterate-async.cjs';
export * from '@whatwg-node/promise-helpers-v2';
export function mapMaybePromise(input, onSuccess, onError) {
  return handleMaybePromise(() => input, onSuccess, onError);
}
export const iterateAsync = iterateAsyncWith({ fakePromise, isPromise, unfakePromise });
export { iterateAsync as iterateAsyncVoid };
