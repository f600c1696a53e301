import type { RawInsight } from '../../graph/analytics/insights.js';

/**
 * What an insight's state means for its job. Document 2 shows neither the value set of
 * `state` nor the structure of `payload` (2.7), so the state is read in the ordinary forms
 * such values take (`READY`, `INSIGHT_STATE_READY`, `done`, `Generating`...), and a state the
 * gateway does not know decides nothing by itself: the insight is done once it has a payload,
 * and followed until then. The state itself always passes through to clients as a string.
 */
export type InsightStatus = 'GENERATING' | 'COMPLETED' | 'FAILED';

const DONE = new Set(['READY', 'DONE', 'COMPLETE', 'COMPLETED', 'SUCCEEDED', 'SUCCESS', 'SUCCESSFUL', 'GENERATED', 'AVAILABLE', 'FINISHED', 'OK']);
const FAILED = new Set(['FAILED', 'FAILURE', 'ERROR', 'ERRORED', 'CANCELLED', 'CANCELED', 'REJECTED', 'EXPIRED', 'ABORTED', 'UNAVAILABLE', 'INSUFFICIENT_DATA']);
const PENDING = new Set(['PENDING', 'QUEUED', 'RUNNING', 'IN_PROGRESS', 'INPROGRESS', 'GENERATING', 'PROCESSING', 'STARTED', 'CREATED', 'REQUESTED', 'SCHEDULED', 'WAITING']);

/** `insight_state_in-progress` -> `IN_PROGRESS`: upper case, one separator, the enum-style prefixes gone. */
export function normalState(state: unknown): string | null {
  if (typeof state !== 'string' || !state.trim()) return null;
  return state
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^(ANALYTICS_)?(INSIGHT_)?(GENERATION_)?(STATE_|STATUS_)?/, '')
    .replace(/^_+|_+$/g, '');
}

/** Whether the upstream gave content (an empty string or object is none). */
export function hasPayload(payload: unknown): boolean {
  if (payload === null || payload === undefined) return false;
  if (typeof payload === 'string') return payload.trim().length > 0;
  if (typeof payload === 'object') return Object.values(payload as Record<string, unknown>).some((v) => v !== null && v !== undefined);
  return true;
}

export function statusOf(insight: RawInsight): InsightStatus {
  const state = normalState(insight.state);
  if (state !== null) {
    if (DONE.has(state)) return 'COMPLETED';
    if (FAILED.has(state)) return 'FAILED';
    if (PENDING.has(state)) return 'GENERATING';
  }
  return hasPayload(insight.payload) ? 'COMPLETED' : 'GENERATING';
}
