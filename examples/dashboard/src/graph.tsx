import { createContext, type ComponentChildren } from 'preact';
import { useCallback, useContext, useEffect, useRef, useState } from 'preact/hooks';
import type { Client, ClientError, ResultOf, VariablesOf } from '@podcast-graph/client';

/**
 * The page's one client (made in main.tsx from the token field) and a hook that runs a typed
 * document and keeps its result: data and errors side by side, as the graph answers them.
 */
const ClientContext = createContext<Client | null>(null);

export function ClientProvider({ client, children }: { client: Client; children: ComponentChildren }) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

export function useClient(): Client {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useClient outside ClientProvider');
  return client;
}

type AnyDocument = Parameters<Client['request']>[0];

export interface QueryState<D extends AnyDocument> {
  loading: boolean;
  /** The last answer's data: with errors at their paths when some fields failed; null when nothing came. */
  data: ResultOf<D> | null;
  errors: ClientError[];
  /** Asks again (after a mutation the query shows). */
  reload(): void;
}

/**
 * Runs `document` when the variables change (null variables: not yet, e.g. nothing selected).
 * The previous data stays on screen while a reload runs. A new `refreshKey` asks again.
 */
export function useQuery<D extends AnyDocument>(document: D, variables: VariablesOf<D> | null, refreshKey = 0): QueryState<D> {
  const client = useClient();
  const [state, setState] = useState<{ loading: boolean; data: ResultOf<D> | null; errors: ClientError[] }>({ loading: variables !== null, data: null, errors: [] });
  const [tick, setTick] = useState(0);
  const key = JSON.stringify(variables);
  const latest = useRef(0);

  useEffect(() => {
    if (variables === null) return;
    const run = ++latest.current;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    // A document with @defer shows each part as it arrives (still loading until the last).
    const onPart = (part: { data: unknown; errors: ClientError[] }) => run === latest.current && setState({ loading: true, data: part.data as ResultOf<D> | null, errors: part.errors });
    client.request(document, variables as never, { signal: controller.signal, onPart }).then((result) => {
      // Only the newest request of this hook writes its state (an older one may answer last).
      if (run !== latest.current) return;
      setState({ loading: false, data: result.data as ResultOf<D> | null, errors: result.errors });
    });
    return () => controller.abort();
  }, [client, document, key, tick, refreshKey]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}

/** The errors at `path` or below it (a field's own error, or its children's). */
export function errorsAt(errors: readonly ClientError[], path: ReadonlyArray<string | number>): ClientError[] {
  return errors.filter((e) => e.path !== undefined && path.every((part, i) => e.path![i] === part));
}

/** The errors not at any path: the request was refused or failed whole. */
export function requestErrors(errors: readonly ClientError[]): ClientError[] {
  return errors.filter((e) => e.path === undefined || e.path.length === 0);
}
