/**
 * @podcast-graph/client: typed documents for the creator app's operations (client/operations,
 * checked against the gateway's schema by codegen) and a small fetch-based runner for them.
 */
export { createClient } from './client.js';
export type { Client, ClientOptions, PersistedMode, QueryOptions, RequestOptions, Result, Sink, SubscribeOptions, SubscriptionTransport, UploadOptions } from './client.js';
export type { UploadProgress } from './multipart.js';
export { documents } from './documents.js';
export type { Documents, OperationName } from './documents.js';
export { isCodedError, CLIENT_ERROR_CODES, GATEWAY_ERROR_CODES } from './errors.js';
export type { ClientError, ClientSideErrorCode, ErrorCode, GatewayErrorCode } from './errors.js';
export type { ResultOf, VariablesOf, TypedDocumentNode } from '@graphql-typed-document-node/core';
/** Every generated type: operations' results and variables, enums, inputs (e.g. `UpdateEpisodeInput`). */
export type * from './generated/graphql.js';
export { ERROR_SENTENCES, FIELD_LABELS, FIELD_SENTENCES, fieldOf, messageFor } from './messages.js';
export type { PersonMessage } from './messages.js';
export { CACHE_KEYS, EMBEDDED_TYPES, graphcacheKeys, typePolicies } from './cache-keys.js';
