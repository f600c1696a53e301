import type { MaybePromise } from '@whatwg-node/promise-helpers-v2';
export * from '@whatwg-node/promise-helpers-v2';
export declare function mapMaybePromise<TInput, TOutput>(input: MaybePromise<TInput>, onSuccess: (value: TInput) => MaybePromise<TOutput>, onError?: (err: any) => MaybePromise<TOutput>): MaybePromise<TOutput>;
