import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Store } from './data/model.js';
import { SANDBOX_TOKENS, seedStore } from './data/seed.js';
import { createGraphHandler } from './graph/handler.js';
import { createHooks, type SandboxHooks } from './hooks.js';
import type { SandboxBehaviour, SandboxHandlerContext } from './http.js';
import { createRestApi } from './rest/handler.js';
import { createHooksEndpoint } from './rest/hooks-endpoint.js';
import { createJsonListener, createTimers, listen, trackSockets, type JsonEndpoint } from './server.js';
import { createStorageListener } from './storage/handler.js';
import type { SandboxVariant } from './variant.js';
import { createSigner } from './storage/signing.js';

export type { LoggedCall, Fault, SandboxHooks, CallFilter } from './hooks.js';
export type { SandboxBehaviour } from './http.js';
export type { SandboxVariant, RestVariant, GraphVariant } from './variant.js';
export { RENAMED_TYPES, OTHER_WRAPPER_NAMES, EXTRA_FIELDS } from './variant.js';
export { SPEC_ONLY, OTHER_SHAPES, UNPUBLISHED_FILTERS } from './presets.js';
export { SANDBOX_TOKENS, SANDBOX_USER_IDS } from './data/seed.js';

export const DEFAULT_BEHAVIOUR: SandboxBehaviour = {
  audioPoll404Ms: 45_000,
  mediaProcessingMs: 3_000,
  imageProcessingMs: 1_500,
  signedUrlTtlMs: 900_000,
  insightStates: ['READY'],
  insightStepMs: 0,
  insightStepOnRead: false,
  audioDecoding: 'estimate',
};

export const GRAPH_ROUTE = 'POST /v2/graph-pq';

export interface SandboxOptions {
  /** Request log, faults and `/__sandbox/*` over HTTP. @default false */
  hooks?: boolean;
  behaviour?: Partial<SandboxBehaviour>;
  /** Interface to bind. @default '127.0.0.1' */
  host?: string;
  /** Ports; 0 (ephemeral) unless given. */
  restPort?: number;
  graphPort?: number;
  storagePort?: number;
  /** Origin written into signed URLs when clients reach storage by another name (docker). */
  publicStorageUrl?: string;
  /** Clock in Unix ms. @default Date.now */
  now?: () => number;
  /** A differently-behaving upstream, still within the spec (robustness tests). @default none */
  variant?: SandboxVariant;
}

export interface Sandbox {
  /** `{base_url}` of the REST interface. */
  restUrl: string;
  /** `{graph_url}`; the GraphQL endpoint is `${graphUrl}/v2/graph-pq`. */
  graphUrl: string;
  /** Origin of the object storage the signed URLs point at. */
  storageUrl: string;
  /** The creator's token (user 1001). */
  token: string;
  tokens: typeof SANDBOX_TOKENS;
  /** The live store; `hooks.reset()` reseeds it in place, so this reference stays valid. */
  store: Store;
  behaviour: SandboxBehaviour;
  hooks: SandboxHooks;
  close(): Promise<void>;
}

/** Starts the REST, GraphQL and storage simulators on three loopback ports over one store. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? Date.now;
  const behaviour: SandboxBehaviour = { ...DEFAULT_BEHAVIOUR, ...options.behaviour };
  const store = seedStore(Math.floor(now() / 1000));
  const hooks = createHooks({ enabled: options.hooks === true, reseed: () => Object.assign(store, seedStore(Math.floor(now() / 1000))) });
  const timers = createTimers();
  const signer = createSigner();

  const restServer = createServer();
  const graphServer = createServer();
  const storageServer = createServer();
  const servers = [restServer, graphServer, storageServer];
  const destroyers = servers.map(trackSockets);
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const [restPort, graphPort, storagePort] = await Promise.all([
    listen(restServer, host, options.restPort ?? 0),
    listen(graphServer, host, options.graphPort ?? 0),
    listen(storageServer, host, options.storagePort ?? 0),
  ]);
  const restUrl = `http://${urlHost}:${restPort}`;
  const graphUrl = `http://${urlHost}:${graphPort}`;
  const storageUrl = `http://${urlHost}:${storagePort}`;
  const ctx: SandboxHandlerContext = { store, behaviour, storageUrl: options.publicStorageUrl?.replace(/\/$/, '') ?? storageUrl, now, variant: options.variant };

  const rest = createRestApi({ ...ctx, signer });
  const hooksEndpoint = createHooksEndpoint(hooks);
  restServer.on(
    'request',
    createJsonListener({
      upstream: 'rest',
      hooks,
      timers,
      store: () => store,
      resolve: rest.resolve,
      intercept: hooksEndpoint,
    }),
  );

  const graph = createGraphHandler(options.variant?.graph);
  const graphEndpoint: JsonEndpoint = { route: GRAPH_ROUTE, run: (req) => graph(req, ctx) };
  graphServer.on(
    'request',
    createJsonListener({
      upstream: 'graph',
      hooks,
      timers,
      store: () => store,
      resolve: (method, path) => (method === 'POST' && path === '/v2/graph-pq' ? graphEndpoint : null),
    }),
  );

  const storage = createStorageListener({ store: () => store, signer, hooks, timers, now });
  storageServer.on('request', (req: IncomingMessage, res: ServerResponse) => void storage(req, res));

  let closing: Promise<void> | null = null;
  return {
    restUrl,
    graphUrl,
    storageUrl: ctx.storageUrl,
    token: SANDBOX_TOKENS.creator,
    tokens: SANDBOX_TOKENS,
    store,
    behaviour,
    hooks,
    close() {
      closing ??= (async () => {
        timers.clear();
        const closed = servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())));
        destroyers.forEach((destroy) => destroy());
        await Promise.all(closed);
      })();
      return closing;
    },
  };
}

