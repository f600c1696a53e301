import DataLoader from 'dataloader';

/**
 * Per-request DataLoaders, created on first use. Modules declare their loaders with
 * `defineLoader` next to the endpoint they batch, so no central file lists them all.
 */
export type LoaderRegistry = Map<string, DataLoader<unknown, unknown>>;

export function createLoaderRegistry(): LoaderRegistry {
  return new Map();
}

export interface HasLoaders {
  loaders: LoaderRegistry;
}

/**
 * Declares a loader. `batch` receives the request context and the keys, and must return one
 * value or Error per key, in key order (DataLoader's contract).
 */
export function defineLoader<Ctx extends HasLoaders, K, V, C = K>(
  name: string,
  batch: (ctx: Ctx, keys: readonly K[]) => Promise<ReadonlyArray<V | Error>>,
  options: Omit<DataLoader.Options<K, V, C>, 'batchScheduleFn'> = {},
): (ctx: Ctx) => DataLoader<K, V, C> {
  return (ctx) => {
    let loader = ctx.loaders.get(name) as DataLoader<K, V, C> | undefined;
    if (!loader) {
      loader = new DataLoader<K, V, C>((keys) => batch(ctx, keys), options);
      ctx.loaders.set(name, loader as unknown as DataLoader<unknown, unknown>);
    }
    return loader;
  };
}
