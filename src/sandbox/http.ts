import type { IncomingHttpHeaders } from 'node:http';
import type { Account, Store } from './data/model.js';
import type { SandboxVariant } from './variant.js';

/** A request to the REST or GraphQL simulator, with its JSON body already parsed. */
export interface SandboxRequest {
  method: string;
  /** Path without the query string, e.g. `/v3/episodes/700003/overview`. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body; `undefined` when there was none. */
  body: unknown;
  /** Account resolved from the bearer token; `null` when the token is missing or unknown. */
  account: Account | null;
  /** True when the bearer token is the account's connector-issued token (REST spec 5, 4.28). */
  viaConnector?: boolean;
  /** Spec violations the handler noticed; they land in the request log (`LoggedCall.problems`). */
  problems?: string[];
}

export interface SandboxResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A body that is not JSON (variants' error pages); sent as is instead of `body`. */
  raw?: { contentType: string; text: string };
}

/** Behaviour knobs of the simulated upstream; tests shorten the slow parts. */
export interface SandboxBehaviour {
  /** How long audio media polls answer 404 after process_upload (spec 4.26: 30-60 s). @default 45_000 */
  audioPoll404Ms: number;
  /** How long media stays `processing` after the 404 window. @default 3_000 */
  mediaProcessingMs: number;
  /** How long image uploads stay `processing`. @default 1_500 */
  imageProcessingMs: number;
  /** Lifetime of a signed storage URL. @default 900_000 */
  signedUrlTtlMs: number;
  /**
   * The states a generated analytics insight reports in turn (document 2, 2.7: the value set is
   * not shown), the last one final. The payload is there once the last state is reached,
   * unless that state names a failure (`FAILED`, `ERROR`). @default ['READY']
   */
  insightStates: readonly string[];
  /** How long each state but the last lasts. @default 0 */
  insightStepMs: number;
  /** Each read of an insight moves it one state on instead (deterministic tests). @default false */
  insightStepOnRead: boolean;
  /**
   * Audio whose header is WAV or MP3 is always measured from it. Other bytes: `header` fails
   * them as undecodable, as the host's media validation would (`npm run sandbox`, the gateway's
   * sandbox mode); `estimate` (the default, for tests that upload synthetic bytes) derives a
   * length from the size as 128 kbit/s. @default 'estimate'
   */
  audioDecoding: 'header' | 'estimate';
}

export interface SandboxHandlerContext {
  store: Store;
  /** A differently-behaving upstream (robustness tests); absent: the sandbox's own behaviour. */
  variant?: SandboxVariant;
  behaviour: SandboxBehaviour;
  /** Base URL of the storage simulator, for signed URLs. */
  storageUrl: string;
  now(): number;
}

export type SandboxHandler = (req: SandboxRequest, ctx: SandboxHandlerContext) => Promise<SandboxResponse> | SandboxResponse;
