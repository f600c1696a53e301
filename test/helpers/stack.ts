import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type GraphQLFormattedError } from 'graphql';
import type { Server } from 'node:http';
import { loadConfig, withOverrides, type GatewayConfig } from '../../src/config.js';
import { createGateway, type Gateway, type GatewayDeps } from '../../src/gateway.js';
import { createLogger, type Logger } from '../../src/logger.js';
import { startSandbox, type Sandbox, type SandboxBehaviour, type SandboxVariant } from '../../src/sandbox/index.js';
import { startServer } from '../../src/server.js';

export interface StackOptions {
  /** Sandbox behaviour knobs (shorter waits). */
  behaviour?: Partial<SandboxBehaviour>;
  /** Gateway config overrides, e.g. `{ upstreamTimeoutMs: 300 }`. */
  config?: Partial<GatewayConfig>;
  /** Where gateway log lines go. @default dropped (set LOG_LEVEL to see them on stdout) */
  logger?: Logger;
  /** A differently-behaving sandbox upstream (robustness tests). @default none */
  variant?: SandboxVariant;
  /** Where the gateway's spans go (tracing tests: an in-memory exporter's provider). @default no tracing */
  tracerProvider?: GatewayDeps['tracerProvider'];
  /** The gateway's key-value store (a second gateway sharing its ID directory). @default one of its own */
  store?: GatewayDeps['store'];
}

export interface QueryOptions {
  /** Bearer token; `null` sends no Authorization header. @default the sandbox creator's token */
  token?: string | null;
  headers?: Record<string, string>;
  /** The test expects errors: do not dump the response. */
  expectErrors?: boolean;
}

export interface QueryResult<T> {
  data: T | null | undefined;
  errors: GraphQLFormattedError[] | undefined;
  status: number;
  headers: Headers;
}

export interface Stack {
  sandbox: Sandbox;
  gateway: Gateway;
  /** e.g. `http://127.0.0.1:41234` (GraphQL at `${gatewayUrl}/graphql`). */
  gatewayUrl: string;
  /** The gateway's node:http server (tests that watch its sockets, e.g. bytes read from a client). */
  httpServer: Server;
  config: Readonly<GatewayConfig>;
  /** Sends a typed document (from `src/generated/client`) over HTTP, as a frontend would. */
  query<T, V extends Record<string, unknown>>(doc: TypedDocumentNode<T, V>, variables?: V, options?: QueryOptions): Promise<QueryResult<T>>;
  close(): Promise<void>;
}

/**
 * The sandbox (hooks on) and the gateway on ephemeral loopback ports, talking real HTTP.
 * Start one per test file (beforeAll/afterAll) and `sandbox.hooks.reset()` between tests.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const sandbox = await startSandbox({ hooks: true, behaviour: options.behaviour, variant: options.variant });
  const logger = options.logger ?? (process.env.LOG_LEVEL ? createLogger({ level: loadConfig(process.env).logLevel }) : createLogger({ level: 'silent' }));
  const config = withOverrides(loadConfig({}), {
    port: 0,
    upstream: { restUrl: sandbox.restUrl, graphUrl: sandbox.graphUrl },
    sandboxToken: sandbox.token,
    // Tests assert call counts, so no silent retries unless a test asks for them.
    upstreamRetries: 0,
    // Tests inject failures on one route test after test; a breaker opened by earlier tests would
    // answer later ones. The resilience tests set their own threshold.
    breakerFailures: 1_000,
    ...options.config,
  });
  const gateway = await createGateway(config, { logger, tracerProvider: options.tracerProvider, store: options.store });
  const server = await startServer(gateway.handler, {
    port: 0,
    host: '127.0.0.1',
    headersTimeoutMs: config.requestHeadersTimeoutMs,
    bodyTimeoutMs: config.requestBodyTimeoutMs,
    uploadIdleTimeoutMs: config.uploadIdleTimeoutMs,
    maxConnections: config.maxConnections,
    upgrade: gateway.upgrade,
  });
  // Introspection at start is not part of what any test measures.
  sandbox.hooks.clearLog();

  return {
    sandbox,
    gateway,
    gatewayUrl: server.url,
    httpServer: server.server,
    config,
    async query(doc, variables, opts = {}) {
      if (!doc || !(doc as { kind?: unknown }).kind) {
        throw new Error('This graphql() document is not in src/generated/client: run `npm run codegen`.');
      }
      const token = opts.token === undefined ? sandbox.token : opts.token;
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...opts.headers,
        },
        body: JSON.stringify({ query: print(doc), variables: variables ?? {} }),
      });
      const text = await res.text();
      let body: { data?: unknown; errors?: GraphQLFormattedError[] };
      try {
        body = JSON.parse(text);
      } catch {
        throw new Error(`gateway answered ${res.status} with a non-JSON body:\n${text.slice(0, 2000)}`);
      }
      if (body.errors && !opts.expectErrors) {
        console.error(`unexpected errors from the gateway (HTTP ${res.status}):\n${JSON.stringify(body, null, 2).slice(0, 4000)}`);
      }
      return { data: body.data as never, errors: body.errors, status: res.status, headers: res.headers };
    },
    async close() {
      await server.close(1_000);
      await gateway.close();
      await sandbox.close();
    },
  };
}

/** The `extensions.code` of each error, for compact assertions. */
export function errorCodes(errors: readonly GraphQLFormattedError[] | undefined): unknown[] {
  return (errors ?? []).map((e) => e.extensions?.code);
}
