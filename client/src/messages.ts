import type { ClientError, ErrorCode } from './errors.js';

/**
 * What an error means to a person using an app built on this package (a creator, not a
 * developer): one sentence per error code, and for input refused field by field
 * (`BAD_USER_INPUT` with `extensions.field`), a sentence about that field. The gateway's own
 * `message` is written for programmers (argument names, other operations to call); keep it for
 * logs and a "technical details" disclosure.
 */

/** One sentence per code: what happened and what the person can do. */
export const ERROR_SENTENCES: Readonly<Record<ErrorCode, string>> = {
  UNAUTHENTICATED: 'Your sign-in token was not accepted. Paste a current token and try again.',
  FORBIDDEN: 'Your account cannot see or change this. It may belong to another account.',
  NOT_FOUND: 'This no longer exists. It may have been deleted.',
  CONFLICT: 'This cannot be done in its current state. Reload to see what changed.',
  BAD_USER_INPUT: 'Some of what you entered cannot be used. Check the highlighted field.',
  RATE_LIMITED: 'Too many changes in a short time. Wait a moment, then try again.',
  UPSTREAM_ERROR: 'The hosting service could not do this right now. Try again in a moment.',
  UPSTREAM_TIMEOUT: 'The hosting service took too long to answer. Try again in a moment.',
  INTERNAL_SERVER_ERROR: 'Something went wrong on our side. Try again; if it keeps happening, tell support.',
  BAD_REQUEST: 'This app sent a request the service did not understand. Reload the page and try again.',
  REQUEST_TOO_LARGE: 'This is too large to send. Use a smaller file or shorter text.',
  GRAPHQL_PARSE_FAILED: 'This app sent a request the service did not understand. Reload the page and try again.',
  GRAPHQL_VALIDATION_FAILED: 'This version of the app does not match the service. Reload the page to update it.',
  OPERATION_LIMIT_EXCEEDED: 'This asks for too much at once. Show fewer items and try again.',
  CSRF_PREVENTED: 'The service refused a request it could not trust. Reload the page and try again.',
  UPSTREAM_BUDGET_EXCEEDED: 'This asks for too much at once. Show fewer items and try again.',
  UPSTREAM_UNSUPPORTED: 'The hosting service does not offer this.',
  UNSUPPORTED_MEDIA: 'This file is not audio or video (its first bytes say so). Nothing was sent; choose the audio file itself.',
  UPSTREAM_UNAVAILABLE: 'The hosting service is unavailable right now. Try again in a few minutes.',
  PERSISTED_QUERY_NOT_FOUND: 'This version of the app does not match the service. Reload the page to update it.',
  PERSISTED_QUERY_ONLY: 'This version of the app does not match the service. Reload the page to update it.',
  STORE_UNAVAILABLE: 'The service cannot read this right now. Try again in a moment.',
  SHUTTING_DOWN: 'The service restarted while this was running. Try again.',
  NETWORK_ERROR: 'The service could not be reached. Check your connection and try again.',
  BAD_RESPONSE: 'The service answered with something unexpected. Try again in a moment.',
  ABORTED: 'Stopped before it finished.',
  UNKNOWN_ERROR: 'Something went wrong. Try again.',
};

/** Input fields by their last name in `extensions.field` (`input.title`: `title`), as a form labels them. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Title',
  description: 'Description',
  publishOn: 'Publish time',
  timeZone: 'Time zone',
  hourOffset: 'Time zone',
  text: 'Text',
  question: 'Poll question',
  options: 'Poll answers',
  closesAt: 'Poll closing time',
  opensAt: 'Poll opening time',
  username: 'Listener',
  file: 'File',
  stationId: 'Show',
  showUri: 'Show',
  id: 'Episode',
  uri: 'Episode',
  episodeId: 'Episode',
  episodeUri: 'Episode',
  commentUri: 'Comment',
};

/** Refused input, field by field: what to change. */
export const FIELD_SENTENCES: Readonly<Record<string, string>> = {
  title: 'Give the episode a title.',
  description: 'The description could not be used. Shorten it or remove unusual markup.',
  publishOn: 'Pick a publish time in the future. To publish at once, use "Publish now". A published episode keeps its publish time.',
  timeZone: 'Pick a time zone from the list.',
  hourOffset: 'Pick a time zone from the list.',
  text: 'Write some text first.',
  question: 'Write a poll question of at most 140 characters.',
  options: 'Give the poll 2 to 7 answers, none of them empty.',
  closesAt: 'Pick a closing time after the poll opens.',
  opensAt: 'Pick an opening time before the poll closes.',
  username: 'This listener cannot be blocked.',
  file: 'Pick a file of a supported type.',
};

export interface PersonMessage {
  code: ErrorCode;
  /** The sentence to show. */
  sentence: string;
  /** The field it concerns (`title`, `publishOn`...), or null when it concerns no single field. */
  field: string | null;
  /** The field as a form would label it, or null. */
  fieldLabel: string | null;
}

/** The field an error concerns: `extensions.field` (the gateway's), else its path's last name. */
export function fieldOf(error: ClientError): string | null {
  const field = error.extensions?.field;
  if (typeof field === 'string' && field) return field.slice(field.lastIndexOf('.') + 1);
  return null;
}

/** An error as a person reads it. */
export function messageFor(error: ClientError): PersonMessage {
  const field = fieldOf(error);
  const fieldLabel = field ? (FIELD_LABELS[field] ?? null) : null;
  let sentence = ERROR_SENTENCES[error.code] ?? ERROR_SENTENCES.UNKNOWN_ERROR;
  if (error.code === 'BAD_USER_INPUT' && field) {
    sentence = FIELD_SENTENCES[field] ?? (fieldLabel ? `Check the ${fieldLabel.toLowerCase()}.` : sentence);
  }
  if (error.code === 'RATE_LIMITED' && error.retryAfter !== undefined) {
    sentence = `Too many changes in a short time. Try again in ${error.retryAfter} seconds.`;
  }
  return { code: error.code, sentence, field, fieldLabel };
}
