import { createHash } from 'node:crypto';
import { useResponseCache, type Cache } from '@envelop/response-cache';
import { getOperationAST, Kind, type ExecutionArgs, type ExecutionResult, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { Plugin, YogaInitialContext } from 'graphql-yoga';
import type { GatewayContext } from '../../context.js';
import { ErrorCode, toGraphQLError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { GatewayMetrics } from '../../metrics/registry.js';
import type { IdDirectory } from '../../id-directory.js';
import { selectionOf } from '../../selection.js';
import { StoreUnavailableError } from '../../store/errors.js';
import { collectEntities, Entities, scopeOf, type Operation } from './entities.js';
import type { CacheStore } from './store.js';
import { answerTags, changedTags, TAG, withOtherForms } from './tags.js';
import { mutationTargets } from './targets.js';
import { ttlPerSchemaCoordinate } from './ttl.js';

/**
 * The response cache (issue 11.5) on the one plugin chain, in envelop's execute hooks, which
 * every entry runs: @envelop/response-cache keys, serves and
 * stores answers (its key: a SHA-256 of the document, variables, operation name and session);
 * this module decides the session (a hash of the caller's token), where answers live (store.ts),
 * what each answer is tagged with (entities.ts, tags.ts) and what the gateway's own mutations
 * invalidate (targets.ts). The library's own invalidation is off: it would add an id field to
 * every selection of a mutation (and of every query, for its entity list), and in this gateway
 * an id the client did not ask for can cost an upstream conversion call.
 *
 * Only queries of callers with a bearer token are cached, each caller apart (the session is in
 * the key); answers with errors, subscriptions and mutations never. A hit runs nothing
 * upstream; limits and rate limits ran before execution as for any request.
 */
export interface ResponseCacheOptions {
  /** `RESPONSE_CACHE_TTL_MS`: the longest an answer lives. */
  ttlMs: number;
  store: CacheStore;
  directory: IdDirectory;
  /** An upload job's episode and show, for upload steps that name only the job: the job this caller means by the ID (job IDs are scoped by owner). */
  job(id: string, token: string | null): Promise<{ episodeId: number | null; stationId: number | null } | null>;
  metrics: Pick<GatewayMetrics, 'cache'>;
  logger: Logger;
}

/** Keys of one kind (episodes, shows) an answer or a mutation is tagged with at most (Entities.coarsen). */
const MAX_KEYS_PER_KIND = 64;

/** Where this request's cache lives in its context (a symbol: no field of GatewayContext). */
const SCOPE = Symbol('responseCache');

/** The two plugins, in this order, after the limits and rate limits and after any plugin that replaces `execute`. */
export function useGatewayResponseCache(options: ResponseCacheOptions): Plugin[] {
  const log = options.logger.child({ component: 'response-cache' });
  const health = new StoreHealth(log);
  const scopeOf = (ctx: Record<PropertyKey, unknown>) => ctx[SCOPE] as RequestCache | undefined;
  const scopes: Plugin = {
    onExecute({ args, extendContext }) {
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      const token = (args.contextValue as Partial<GatewayContext>).token;
      if (!operation || !token) return;
      if (operation.operation === 'query') {
        extendContext({ [SCOPE]: new RequestCache(options, health, args, operation, token) } as Partial<YogaInitialContext>);
        return;
      }
      if (operation.operation !== 'mutation') return;
      return {
        // Awaited before the mutation answers: the caller's next read, on any replica, misses.
        onExecuteDone: ({ result }) => (Symbol.asyncIterator in result ? undefined : invalidate(options, log, args, operation, result)),
      };
    },
  };
  const library = useResponseCache<Record<PropertyKey, unknown>>({
    session: (ctx) => scopeOf(ctx)?.session ?? null,
    enabled: (ctx) => scopeOf(ctx) !== undefined,
    cache: (ctx) => scopeOf(ctx) ?? NO_CACHE,
    ttl: options.ttlMs,
    ttlPerSchemaCoordinate: ttlPerSchemaCoordinate(options.ttlMs),
    invalidateViaMutation: false,
    // No id field added to queries (see above): only `__typename`, which costs nothing.
    idFields: [],
    // Never in the answer: a hit reads exactly as the answer it stores.
    includeExtensionMetadata: false,
    // The library's default logs a warning for every answer with errors.
    shouldCacheResult: ({ result }) => !result.errors?.length,
  });
  return [scopes, library as Plugin];
}

const NO_CACHE: Cache = { get: () => undefined, set: () => {}, invalidate: () => {} };

/** One query's view of the cache: the library reads and writes through it. */
class RequestCache implements Cache {
  readonly session: string;
  /** Answers carry when their query began: one that overlapped a mutation of its data is never served. */
  private readonly startedAt = Date.now();

  constructor(
    private readonly options: ResponseCacheOptions,
    private readonly health: StoreHealth,
    private readonly args: ExecutionArgs,
    private readonly operation: OperationDefinitionNode,
    token: string,
  ) {
    // The token never leaves the process: its hash separates callers in the key.
    this.session = createHash('sha256').update(token).digest('base64url');
  }

  async get(key: string): Promise<ExecutionResult | undefined> {
    const { store, metrics } = this.options;
    try {
      const raw = await store.getAnswer(key);
      const answer = raw === null ? null : (JSON.parse(raw) as StoredAnswer);
      const served = answer !== null && (await fresh(store, answer.tags, answer.at));
      this.health.ok();
      if (served) {
        metrics.cache('hit');
        return answer.result;
      }
    } catch (error) {
      // A store that fails is a miss: the query runs as without a cache.
      this.health.failed('read', error);
    }
    metrics.cache('miss');
    return undefined;
  }

  set(key: string, result: ExecutionResult, _entities: unknown, ttlMs: number): void {
    this.write(key, result, ttlMs).catch((error: unknown) => this.health.failed('write', error));
  }

  invalidate(): void {
    // Invalidation is the gateway's own (invalidate below), never the library's.
  }

  private async write(key: string, result: ExecutionResult, ttlMs: number): Promise<void> {
    const { schema } = this.args;
    const queryType = schema.getQueryType();
    if (!queryType) return;
    const entities = new Entities();
    collectEntities(operationOf(this.args), this.operation.selectionSet, queryType, result.data, entities);
    entities.coarsen(MAX_KEYS_PER_KIND);
    await withOtherForms(entities, this.options.directory, { stationsOfEpisodes: false });
    const tags = answerTags(entities);
    // A mutation of this answer's data ended after the query began: its data may predate it.
    if (!(await fresh(this.options.store, tags, this.startedAt))) return;
    const answer: StoredAnswer = { at: this.startedAt, tags, result };
    await this.options.store.setAnswer(key, JSON.stringify(answer), ttlMs);
  }
}

/** A failing store is logged once, and once more when it answers again: not on every request. */
class StoreHealth {
  private failing = false;
  constructor(private readonly log: Logger) {}

  failed(what: 'read' | 'write', error: unknown): void {
    // The store logs its own outages, once each way (store/soft.ts).
    if (error instanceof StoreUnavailableError || this.failing) return;
    this.failing = true;
    this.log.warn(`response cache ${what} failed: queries run without the cache until its store answers`, { reason: (error as Error).message });
  }

  ok(): void {
    if (!this.failing) return;
    this.failing = false;
    this.log.info('response cache store answers again');
  }
}

interface StoredAnswer {
  at: number;
  tags: string[];
  result: ExecutionResult;
}

async function fresh(store: CacheStore, tags: readonly string[], at: number): Promise<boolean> {
  const changes = await store.changedAt(tags);
  return changes.every((changedAt) => changedAt === null || changedAt < at - store.clockMarginMs);
}

async function invalidate(options: ResponseCacheOptions, log: Logger, args: ExecutionArgs, operation: OperationDefinitionNode, result: ExecutionResult): Promise<void> {
  try {
    // Whether anything changed is the ledger's (http/request-ledger.ts): the upstream's answer to
    // each write this request sent, a refusal inside an upload job's failure included. A mutation
    // whose every write was refused, or that sent none, invalidates nothing.
    const ledger = (args.contextValue as Partial<GatewayContext>).ledger;
    if (ledger && !ledger.mayHaveChanged) return;
    const op = operationOf(args);
    const changed = withoutRefusedFields(op, operation, result);
    if (changed === null) return;
    const { entities, jobIds, changes } = mutationTargets(op, changed, result.data);
    if (!changes) return;
    const token = (args.contextValue as Partial<GatewayContext>).token ?? null;
    const jobs = await Promise.all(jobIds.map((id) => options.job(id, token).catch(() => null)));
    for (const job of jobs) {
      entities.addEpisodeId(job?.episodeId);
      entities.addStationId(job?.stationId);
    }
    await markChanged(options, entities);
  } catch (error) {
    // The mutation itself succeeded or failed upstream already; its answer stands.
    log.warn('response cache invalidation failed', { reason: (error as Error).message });
  }
}

/**
 * Which root fields name the targets, once the ledger has said some write may have changed
 * something: not those answered null with a refusal, so that an account's own change in the
 * same document as a refused one (another account's episode: 403) empties only its own
 * targets. This only narrows the targets; it never decides that something changed. A field
 * whose outcome is unknown (a timeout, an upstream failure, a create whose later step failed)
 * still invalidates: the upstream may have made the change.
 */
const REFUSED = new Set<string>([
  ErrorCode.UNAUTHENTICATED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
  ErrorCode.BAD_USER_INPUT,
  ErrorCode.CONFLICT,
  ErrorCode.RATE_LIMITED,
  ErrorCode.UPSTREAM_BUDGET_EXCEEDED,
  ErrorCode.UPSTREAM_UNAVAILABLE,
  ErrorCode.OPERATION_LIMIT_EXCEEDED,
]);

/**
 * The mutation's root fields that may have changed something: all but those answered null with
 * a refusal (REFUSED, and no `createdEpisodeId`: a create that happened). Null when none is left.
 */
function withoutRefusedFields(op: Operation, operation: OperationDefinitionNode, result: ExecutionResult): OperationDefinitionNode | null {
  const data = (result.data ?? null) as Record<string, unknown> | null;
  const refused = new Map<string, boolean>();
  for (const error of result.errors ?? []) {
    const key = error.path?.[0];
    if (typeof key !== 'string') continue;
    const coded = toGraphQLError(error);
    const isRefusal = REFUSED.has(String(coded.extensions.code)) && coded.extensions.createdEpisodeId === undefined;
    refused.set(key, (refused.get(key) ?? true) && isRefusal);
  }
  const kept = rootFieldsOf(op, operation.selectionSet).filter((field) => {
    const key = field.alias?.value ?? field.name.value;
    return !(refused.get(key) === true && (data === null || data[key] == null));
  });
  if (kept.length === 0) return null;
  return { ...operation, selectionSet: { kind: Kind.SELECTION_SET, selections: kept } };
}

/** The mutation's root fields as graphql-js executes them (the one selection model: fragments, `@skip`/`@include`). */
function rootFieldsOf(op: Operation, selectionSet: SelectionSetNode): FieldNode[] {
  const mutation = op.schema.getMutationType();
  if (!mutation) return [];
  return [...selectionOf(selectionSet, mutation.name, scopeOf(op)).fields.values()].flatMap((field) => field.nodes);
}

/**
 * An upload job ending: its notification (4.25), processing and any publication changed its
 * episode and show upstream after the mutation that started it had answered and invalidated,
 * so an answer cached meanwhile holds the state before them.
 */
export async function invalidateJobEnd(options: ResponseCacheOptions, job: { episodeId: number | null; stationId: number | null }): Promise<void> {
  const entities = new Entities();
  entities.addEpisodeId(job.episodeId);
  entities.addStationId(job.stationId);
  try {
    await markChanged(options, entities);
  } catch (error) {
    options.logger.child({ component: 'response-cache' }).warn('response cache invalidation failed', { reason: (error as Error).message });
  }
}

async function markChanged(options: ResponseCacheOptions, entities: Entities): Promise<void> {
  // A mutation naming more than that changes every answer: answers keyed by one of them carry no
  // type-wide tag to reach instead.
  if (entities.exceeds(MAX_KEYS_PER_KIND)) return options.store.markChanged([TAG.all], Date.now());
  await withOtherForms(entities, options.directory, { stationsOfEpisodes: true });
  await options.store.markChanged(changedTags(entities), Date.now());
}

function operationOf(args: ExecutionArgs): Operation {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of args.document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  return { schema: args.schema, fragments, variables: (args.variableValues ?? {}) as Record<string, unknown> };
}
