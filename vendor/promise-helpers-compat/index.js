// 2.0.2 as it is, plus the one function it dropped that @envelop/core 5 still re-exports.
import { handleMaybePromise } from '@whatwg-node/promise-helpers-v2';
export * from '@whatwg-node/promise-helpers-v2';
export function mapMaybePromise(input, onSuccess, onError) {
  return handleMaybePromise(() => input, onSuccess, onError);
}
