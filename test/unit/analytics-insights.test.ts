import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fillArguments } from '../../src/graph/analytics/fill.js';
import { normalState, statusOf } from '../../src/modules/analytics/insight-state.js';

describe('insight states (document 2, 2.7: values not shown)', () => {
  it('reads the ordinary spellings of done, failed and pending', () => {
    expect(normalState('INSIGHT_STATE_READY')).toBe('READY');
    expect(normalState('in-progress')).toBe('IN_PROGRESS');
    expect(normalState(' Generating ')).toBe('GENERATING');
    expect(normalState('')).toBeNull();
    expect(statusOf({ state: 'STATE_COMPLETED' })).toBe('COMPLETED');
    expect(statusOf({ state: 'insight_state_failed', payload: '{}' })).toBe('FAILED');
    expect(statusOf({ state: 'QUEUED', payload: '{"a":1}' })).toBe('GENERATING');
  });

  it('decides an unknown state by the payload: done once there is one, else still generating', () => {
    expect(statusOf({ state: 'INSIGHT_STATE_PUBLISHED', payload: '{"headline":"x"}' })).toBe('COMPLETED');
    expect(statusOf({ state: 'INSIGHT_STATE_WARMING_UP', payload: null })).toBe('GENERATING');
    expect(statusOf({ state: 'SOMETHING', payload: '   ' })).toBe('GENERATING');
    expect(statusOf({ payload: { headline: 'x' } })).toBe('COMPLETED');
    expect(statusOf({})).toBe('GENERATING');
  });
});

describe('fillArguments (arguments the spec does not show, filled by name)', () => {
  const schema = buildSchema(`
    type Query { a: Int }
    type Mutation {
      nested(request: FeedbackInput!): Boolean
      flat(showUri: String!, insightId: String!, note: String): Boolean
      needsMore(request: FeedbackInput!, tenant: String!): Boolean
      optionalInput(request: OtherInput): Boolean
    }
    input FeedbackInput { showUri: String! insightId: String! extra: String }
    input OtherInput { unknown: String! }
  `);
  const field = (name: string) => {
    const mutation = schema.getMutationType();
    if (!isObjectType(mutation)) throw new Error('no Mutation');
    return mutation.getFields()[name];
  };
  const known = (name: string) => ({ showUri: 'platform:show:1', insightId: 'i-1' })[name];

  it('fills plain arguments and input objects alike', () => {
    expect(fillArguments(field('nested').args, known)).toEqual({ ok: true, args: { request: { showUri: 'platform:show:1', insightId: 'i-1' } } });
    expect(fillArguments(field('flat').args, known)).toEqual({ ok: true, args: { showUri: 'platform:show:1', insightId: 'i-1' } });
  });

  it('names a required slot nobody can fill, and leaves an optional one out', () => {
    expect(fillArguments(field('needsMore').args, known)).toEqual({ ok: false, missing: 'tenant' });
    expect(fillArguments(field('optionalInput').args, known)).toEqual({ ok: true, args: {} });
  });
});
