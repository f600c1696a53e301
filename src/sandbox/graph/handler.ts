import { GraphQLError, execute, parse, validate, type DocumentNode, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import type { SandboxHandler, SandboxResponse } from '../http.js';
import type { GraphContext } from './context.js';
import { persistedQueries } from './persisted.js';
import { buildGraphSchema } from './schema.js';
import { variantGraphSchema } from './variant-schema.js';
import type { GraphVariant } from '../variant.js';

/** Parsed-and-validated documents kept per query text; bounded, since clients may send anything. */
const DOCUMENT_CACHE_LIMIT = 500;

interface GraphRequestBody {
  operationName?: unknown;
  variables?: unknown;
  query?: unknown;
}

const errorBody = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

/**
 * The GraphQL simulator at `POST {graph_url}/v2/graph-pq` (spec 2.1). Follows GraphQL over
 * HTTP for `application/json`: every well-formed request gets HTTP 200, GraphQL errors
 * included (parse and validation errors too); a body that is not a GraphQL request gets 400;
 * a missing or unknown token gets 401.
 */
export function createGraphHandler(variant?: GraphVariant): SandboxHandler {
  const schema = variant ? variantGraphSchema(buildGraphSchema(), variant) : buildGraphSchema();
  const format = (error: GraphQLError) => asVariant(variant, formatError(error));
  const persisted = persistedQueries(variant);
  const documents = new Map<string, DocumentNode | readonly GraphQLError[]>();

  function prepare(query: string): DocumentNode | readonly GraphQLError[] {
    const cached = documents.get(query);
    if (cached) return cached;
    let prepared: DocumentNode | readonly GraphQLError[];
    try {
      const document = parse(query);
      const errors = validate(schema, document);
      prepared = errors.length ? errors.map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED')) : document;
    } catch (err) {
      prepared = [withCode(err as GraphQLError, 'GRAPHQL_PARSE_FAILED')];
    }
    if (documents.size >= DOCUMENT_CACHE_LIMIT) documents.delete(documents.keys().next().value!);
    documents.set(query, prepared);
    return prepared;
  }

  return async (req, ctx): Promise<SandboxResponse> => {
    if (req.method !== 'POST') {
      return { status: 405, headers: { allow: 'POST' }, body: errorBody('Method not allowed', 'METHOD_NOT_ALLOWED') };
    }
    if (!req.account) {
      if (variant?.unauthorizedAs200) return { status: 200, body: { data: null, errors: [asVariant(variant, { message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } })] } };
      return { status: 401, body: errorBody('Unauthorized', 'UNAUTHENTICATED') };
    }
    const body = req.body as GraphRequestBody | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return { status: 400, body: errorBody('Request body must be a JSON object', 'BAD_REQUEST') };
    }
    const { operationName, variables } = body;
    const query = body.query ?? '';
    if (typeof query !== 'string' || (operationName != null && typeof operationName !== 'string')) {
      return { status: 400, body: errorBody('query and operationName must be strings', 'BAD_REQUEST') };
    }
    if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) {
      return { status: 400, body: errorBody('variables must be an object', 'BAD_REQUEST') };
    }

    if (variant?.operationNameRequired && (typeof operationName !== 'string' || operationName === '')) {
      return { status: 400, body: errorBody('operationName must be a string', 'BAD_REQUEST') };
    }

    // Persisted-query style: an empty query names a stored document by operationName.
    let text = query;
    if (text.trim() === '') {
      const stored = typeof operationName === 'string' && Object.hasOwn(persisted, operationName) ? persisted[operationName] : undefined;
      if (!stored) return { status: 200, body: errorBody('PersistedQueryNotFound', 'PERSISTED_QUERY_NOT_FOUND') };
      text = stored;
    }

    if (variant?.legacyIntrospection && /\b(?:args|inputFields)\(includeDeprecated/.test(text)) {
      const error = new GraphQLError('Unknown argument "includeDeprecated" on field "__Type.inputFields".', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
      return { status: variant.validationErrorStatus ?? 200, body: { errors: [format(error)] } };
    }
    const prepared = prepare(text);
    if (!('kind' in prepared)) return { status: variant?.validationErrorStatus ?? 200, body: { errors: prepared.map(format) } };

    const contextValue: GraphContext = { account: req.account, store: ctx.store, now: ctx.now, behaviour: ctx.behaviour };
    const result = (await execute({
      schema,
      document: prepared,
      variableValues: (variables as Record<string, unknown> | null | undefined) ?? undefined,
      operationName: (operationName as string | null | undefined) ?? undefined,
      contextValue,
    })) as ExecutionResult;
    const out: { data?: unknown; errors?: GraphQLFormattedError[] } = {};
    if (result.errors?.length) out.errors = result.errors.map(format);
    if ('data' in result) out.data = result.data;
    return { status: 200, body: out };
  };
}

function withCode(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, extensions: { code } });
}

/**
 * Expected errors keep their message and code; an unexpected exception in a resolver (a
 * sandbox bug) is masked, so a stack trace or internal message never reaches the client.
 */
function formatError(error: GraphQLError): GraphQLFormattedError {
  // Only field errors (with a path) can carry an unexpected exception; request errors such
  // as variable coercion keep their message.
  const expected = !error.path || error.originalError === undefined || error.originalError instanceof GraphQLError;
  const json = error.toJSON();
  if (expected) return json;
  return { ...json, message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/** DGS `errorType` values (graphql-java servers) for the sandbox's codes. */
const DGS_ERROR_TYPE: Record<string, string> = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'PERMISSION_DENIED',
  NOT_FOUND: 'NOT_FOUND',
  BAD_USER_INPUT: 'BAD_REQUEST',
  CONFLICT: 'FAILED_PRECONDITION',
};

/** An error in the variant's envelope (document 2, 7: "Error response envelope and codes: not shown"). */
function asVariant(variant: GraphVariant | undefined, error: GraphQLFormattedError): GraphQLFormattedError {
  if (!variant?.errors) return error;
  const { extensions, ...rest } = error;
  if (variant.errors === 'none') return rest;
  const code = typeof extensions?.code === 'string' ? extensions.code : undefined;
  const classification = code === 'GRAPHQL_VALIDATION_FAILED' || code === 'GRAPHQL_PARSE_FAILED' ? 'ValidationError' : 'DataFetchingException';
  return { ...rest, extensions: { classification, ...(code && DGS_ERROR_TYPE[code] ? { errorType: DGS_ERROR_TYPE[code] } : {}) } };
}
