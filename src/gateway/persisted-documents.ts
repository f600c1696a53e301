import { GraphQLError, parse } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { ErrorCode } from '../errors.js';
import type { Logger } from '../logger.js';
import { StartError } from '../start-error.js';
import { callerOf } from './caller.js';
import { ledgerOf } from './ledger.js';
import { createMemoryStore, type KeyValueStore } from '../store/index.js';
import { StoreUnavailableError } from '../store/errors.js';
import { DEFAULT_MANIFEST_PATH, EMPTY_MANIFEST, loadPersistedManifest, normalizeHash, sha256Hex, type PersistedManifest } from './persisted-manifest.js';

/**
 * Trusted documents (`PERSISTED_DOCUMENTS`), in `onParams`, so every entry (HTTP and WebSocket)
 * refuses before parsing and before any upstream call.
 *
 * On the wire, a document comes by hash in either common convention: `documentId`
 * (`sha256:<hex>`, GraphQL over HTTP's persisted documents) or `extensions.persistedQuery`
 * (`{ version: 1, sha256Hash: <hex> }`, Apollo's automatic persisted queries).
 * - `allow`: the manifest's hashes, automatic persisted queries (hash + text registers the text,
 *   once its hash is checked, for a caller whose token the upstream accepted; a hash alone that
 *   is not known answers PERSISTED_QUERY_NOT_FOUND, so an APQ client sends the text next) and ad
 *   hoc documents.
 * - `only`: the manifest's documents, by hash or as their exact text; anything else is
 *   PERSISTED_QUERY_ONLY, an unknown hash PERSISTED_QUERY_NOT_FOUND.
 *
 * Why not yoga's plugin-persisted-operations: it serves a fixed store only (no APQ registration,
 * which is plugin-apq, a second plugin on the same parameters), reads one convention per
 * instance, and answers with its own error codes; the rules above fit in one small hook.
 */
export type PersistedDocumentsMode = 'allow' | 'only';

export interface PersistedDocumentsOptions {
  mode: PersistedDocumentsMode;
  manifest: PersistedManifest;
  /** Where APQ registrations live (`allow`): in-process, or Redis with REDIS_URL. */
  store: KeyValueStore;
  /** `PERSISTED_QUERIES_MAX`: registrations kept at most (slots; see slotKey). */
  maxRegistrations: number;
  /** How long a registration lives. */
  registrationTtlMs: number;
  /** `LIMIT_TOKENS`: a text that does not parse within it is run (and refused there), never registered. */
  maxTokens: number;
  logger: Logger;
}

/**
 * Largest text registered (UTF-8 bytes). Registration comes before the chain's parse, validation
 * and limits, from any client the rate limit lets through: without bounds, texts the limits refuse would fill the store (in-process: the LRU's
 * entries times the body limit). A bigger document still runs; the client keeps sending its text.
 */
export const MAX_REGISTERED_BYTES = 16 * 1024;

/** Whether a text may be registered: small enough, and a document within the token limit. */
function registrable(text: string, maxTokens: number): boolean {
  if (Buffer.byteLength(text) > MAX_REGISTERED_BYTES) return false;
  try {
    parse(text, { maxTokens, noLocation: true });
    return true;
  } catch {
    return false;
  }
}

/** Registered APQ texts in the key-value store. */
const APQ_KEY = 'apq:';

/**
 * The store key of a hash: one of `max` slots, chosen by the hash. A slot holds one registration
 * (`<hash>\n<text>`), so the store never holds more than `max` of them, at most
 * MAX_REGISTERED_BYTES each, in memory and in Redis alike, with no counter to keep. A registration
 * whose slot is taken replaces the older one, whose client then sends its text again (APQ's own
 * recovery); only accepted callers within their rate limit register at all.
 */
function slotKey(hex: string, max: number): string {
  return APQ_KEY + (parseInt(hex.slice(0, 12), 16) % max);
}

interface Params {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
  extensions?: unknown;
  documentId?: unknown;
}

export function usePersistedDocuments(options: PersistedDocumentsOptions): Plugin {
  const { mode, manifest, store, logger } = options;

  return {
    onParams({ params, request, context, setParams, setResult, paramsHandler, setParamsHandler }) {
      const p = params as Params;
      const persisted = persistedExtension(p.extensions);
      let id = p.documentId ?? (persisted ? persisted.sha256Hash : undefined);
      // GraphQL over HTTP's GET form: `?documentId=` (yoga's GET parser keeps only the standard four).
      if (id === undefined && p.query == null && request.method === 'GET') id = new URL(request.url, 'http://localhost').searchParams.get('documentId') ?? undefined;
      const query = typeof p.query === 'string' && p.query !== '' ? p.query : null;

      if (id === undefined) {
        if (persisted === false) return refuse(ErrorCode.BAD_REQUEST, 400, 'extensions.persistedQuery must be { version: 1, sha256Hash: "<hex>" }.');
        // Ad hoc: allowed in `allow`; in `only` when it is a manifest document's exact text. No
        // query at all is yoga's to answer (Must provide query string).
        if (mode === 'allow' || query === null || manifest.texts.has(query)) return;
        return refuse(ErrorCode.PERSISTED_QUERY_ONLY, 403, 'This gateway runs only its trusted documents (PERSISTED_DOCUMENTS=only): send a manifest document by its hash.');
      }

      const hex = normalizeHash(id);
      const known = hex === null ? undefined : manifest.byHash.get(hex);
      if (query !== null) {
        // A text sent with its hash must be that hash's text (APQ's rule): else one client could
        // register any text under another document's hash.
        if (query !== known && (hex === null || sha256Hex(query) !== hex)) {
          return refuse(ErrorCode.BAD_REQUEST, 400, 'The document hash is not the sha256 of the query text sent with it.', { reason: 'hashMismatch' });
        }
        if (known !== undefined) return run(known);
        if (mode === 'only') {
          return refuse(ErrorCode.PERSISTED_QUERY_ONLY, 403, 'This gateway runs only its trusted documents (PERSISTED_DOCUMENTS=only): automatic persisted queries are not registered.');
        }
        run(query);
        // Not registered: the chain answers it as any document (a parse or limit error).
        if (!registrable(query, options.maxTokens)) return;
        // Registered after it ran, in the params handler, which yoga calls only when no onParams
        // hook answered the request (a request the rate limit or the variables limit refuses
        // writes nothing), and only for a caller whose token the upstream accepted, before or in
        // this run: strangers cannot fill the shared store.
        const handler = paramsHandler;
        const slot = slotKey(hex!, options.maxRegistrations);
        const caller = callerOf(context);
        setParamsHandler(async (payload) => {
          const result = await handler(payload);
          // What the upstream said of the token in this run is the ledger's, never read from the result.
          const verdict = ledgerOf(context)?.verdict ?? 'unknown';
          const accepted = verdict === 'accepted' || ((await caller)?.accepted === true && verdict !== 'refused');
          if (accepted && (await caller)?.tokenHash) {
            await store.set(slot, `${hex}\n${query}`, options.registrationTtlMs).catch((error: unknown) => {
              // Fail open: the client's next hash-only request misses and resends the text. A
              // store outage is logged by the store, once (store/soft.ts).
              if (!(error instanceof StoreUnavailableError)) logger.warn('persisted query not registered', { error: (error as Error).message });
            });
          }
          return result;
        });
        return;
      }
      if (known !== undefined) return run(known);
      if (hex === null || mode === 'only') return notFound();
      return store.get(slotKey(hex, options.maxRegistrations)).then(
        (entry) => (entry === null || !entry.startsWith(`${hex}\n`) ? notFound() : run(entry.slice(hex.length + 1))),
        (error: unknown) => {
          if (!(error instanceof StoreUnavailableError)) logger.warn('persisted query store unreadable', { error: (error as Error).message });
          notFound();
        },
      );

      function run(text: string): void {
        setParams({ query: text, variables: p.variables, operationName: p.operationName, extensions: p.extensions } as GraphQLParams);
      }

      function notFound(): void {
        refuse(ErrorCode.PERSISTED_QUERY_NOT_FOUND, 404, 'PersistedQueryNotFound: the gateway does not know this document hash; send the query text with it (allowed only where PERSISTED_DOCUMENTS is allow).');
      }

      function refuse(code: ErrorCode, status: number, message: string, extensions: Record<string, unknown> = {}): void {
        // Parameters yoga's own check passes (it runs after this hook): the result is already set.
        setParams({ query: '', variables: p.variables, operationName: p.operationName } as GraphQLParams);
        setResult({ errors: [new GraphQLError(message, { extensions: { ...extensions, code, http: { status } } })] });
      }
    },
  };
}

/** The APQ extension; undefined when absent, false when present but not version 1 with a string hash. */
function persistedExtension(extensions: unknown): { sha256Hash: string } | undefined | false {
  if (!extensions || typeof extensions !== 'object') return undefined;
  const pq = (extensions as { persistedQuery?: unknown }).persistedQuery;
  if (pq === undefined || pq === null) return undefined;
  if (typeof pq !== 'object') return false;
  const { version, sha256Hash } = pq as { version?: unknown; sha256Hash?: unknown };
  return version === 1 && typeof sha256Hash === 'string' ? { sha256Hash } : false;
}

/** One day: a registration outlives any deploy of the client that sent it, and the store stays bounded. */
export const APQ_TTL_MS = 86_400_000;

export interface PersistedDocumentsSetup {
  mode: 'off' | PersistedDocumentsMode;
  /** `PERSISTED_DOCUMENTS_MANIFEST`; null: the client package's manifest. */
  manifestPath: string | null;
  /** `PERSISTED_QUERIES_MAX`: registrations kept at most, in-process or in Redis. */
  maxRegistrations: number;
  /** `LIMIT_TOKENS`. */
  maxTokens: number;
  logger: Logger;
}

/**
 * Reads the manifest for `PERSISTED_DOCUMENTS` (null when off) and returns the plugin's maker,
 * given the gateway's key-value store (APQ registrations go there when it is Redis, shared by
 * replicas; else to an in-process store), after useCallerIdentity in the chain. `only` without a readable manifest holding
 * documents could serve nothing: a StartError (one line, exit 1), thrown before the gateway opens
 * any connection. `allow` starts without it (logged): APQ and ad hoc documents still run.
 */
export async function loadPersistedDocuments(setup: PersistedDocumentsSetup): Promise<((shared: KeyValueStore) => Plugin) | null> {
  if (setup.mode === 'off') return null;
  const mode = setup.mode;
  const path = setup.manifestPath ?? DEFAULT_MANIFEST_PATH;
  let manifest = EMPTY_MANIFEST;
  try {
    manifest = await loadPersistedManifest(path);
    if (manifest.byHash.size === 0) throw new Error(`${path} holds no document`);
  } catch (error) {
    if (mode === 'only') {
      throw new StartError(`PERSISTED_DOCUMENTS=only needs a manifest of trusted documents (PERSISTED_DOCUMENTS_MANIFEST): ${(error as Error).message}`, { cause: error });
    }
    setup.logger.warn('persisted documents: no manifest, only automatic persisted queries and ad hoc documents run', { reason: (error as Error).message });
  }
  if (manifest.skipped.length > 0) {
    setup.logger.warn('persisted documents: manifest entries left out (key is not the sha256 of the text)', { path, count: manifest.skipped.length });
  }
  return (shared) => {
    const store = shared.kind === 'redis' ? shared : createMemoryStore({ maxEntries: setup.maxRegistrations });
    return usePersistedDocuments({ mode, manifest, store, maxRegistrations: setup.maxRegistrations, registrationTtlMs: APQ_TTL_MS, maxTokens: setup.maxTokens, logger: setup.logger });
  };
}
