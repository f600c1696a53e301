import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ErrorCode, UpstreamError } from '../../src/errors.js';
import { createMaskError } from '../../src/gateway/errors.js';
import { createLogger, redactString } from '../../src/logger.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ level: 'debug', write: (line) => lines.push(JSON.parse(line)) });
  return { lines, logger, text: () => lines.map((l) => JSON.stringify(l)).join('\n') };
}

// What masked errors are logged as (with the request id) is test/integration/logs.test.ts's.
describe('error masking', () => {
  it('keeps code, route and status of an upstream failure, and the original for the request log', () => {
    const upstream = new UpstreamError({ code: ErrorCode.UPSTREAM_ERROR, upstream: 'rest', route: 'GET /v3/region', status: 502 });
    const masked = createMaskError()(new GraphQLError(upstream.message, { originalError: upstream, path: ['region'] })) as GraphQLError;
    expect(masked.extensions).toEqual({ code: 'UPSTREAM_ERROR', upstream: 'rest', route: 'GET /v3/region', status: 502 });
    expect(masked.originalError).toBe(upstream);
  });

  it('hides an unexpected error from the client and keeps it, unsent, for the request log', () => {
    const bug = new TypeError('Cannot read properties of undefined (reading "x") at /srv/app/src/secret.ts:12');
    const masked = createMaskError()(new GraphQLError(bug.message, { originalError: bug })) as GraphQLError;
    expect(masked.message).toBe('Unexpected error.');
    expect(masked.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(masked.originalError).toBe(bug);
    expect(JSON.stringify(masked)).not.toContain('secret.ts');
    // Thrown outside a resolver, it is not wrapped in a GraphQLError: kept all the same.
    const outside = createMaskError()(bug) as GraphQLError;
    expect(outside.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(outside.originalError).toBe(bug);
  });

  it('passes coded client errors through unchanged', () => {
    const input = new GraphQLError('Give exactly one of `id` and `uri`.', { extensions: { code: 'BAD_USER_INPUT' } });
    expect(createMaskError()(input)).toBe(input);
  });
});

describe('log redaction', () => {
  it('never writes a bearer token, an Authorization value or a token field', () => {
    const log = capture();
    log.logger.info('calling Bearer abc.DEF-123 now', {
      headers: { Authorization: 'Bearer abc.DEF-123', accept: 'application/json' },
      token: 'abc.DEF-123',
      nested: [{ cookie: 'session=abc.DEF-123' }],
    });
    expect(log.text()).not.toContain('abc.DEF-123');
    expect(log.lines[0]).toMatchObject({ headers: { Authorization: '[redacted]', accept: 'application/json' }, token: '[redacted]' });
  });

  it('strips query strings from URLs (signed URLs carry their signature there)', () => {
    const signed = 'https://storage.example.test/bucket/key.mp3?X-Amz-Signature=deadbeef&X-Amz-Expires=900';
    expect(redactString(`PUT ${signed} failed`)).toBe('PUT https://storage.example.test/bucket/key.mp3?[redacted] failed');
    const log = capture();
    log.logger.warn('upload failed', { url: signed, error: new Error(`fetch ${signed} with Bearer zzz`) });
    expect(log.text()).not.toContain('deadbeef');
    expect(log.text()).not.toContain('zzz');
  });

  it('drops lines below the configured level', () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'warn', write: (l) => lines.push(l) });
    logger.info('quiet');
    logger.debug('quieter');
    logger.child({ requestId: 'r1' }).warn('loud');
    expect(lines.map((l) => JSON.parse(l))).toEqual([expect.objectContaining({ msg: 'loud', requestId: 'r1', level: 'warn' })]);
  });

  it('speaks with the first coded error of an AggregateError and masks one that holds none', () => {
    const notFound = new GraphQLError('No such episode.', { extensions: { code: ErrorCode.NOT_FOUND } });
    const aggregate = new AggregateError([new TypeError('x'), notFound], 'several');
    const masked = createMaskError()(new GraphQLError('several', { originalError: aggregate })) as GraphQLError;
    expect(masked.extensions.code).toBe('NOT_FOUND');
    expect(masked.message).toBe('No such episode.');
    const bugs = createMaskError()(new GraphQLError('several', { originalError: new AggregateError([new TypeError('y')]) })) as GraphQLError;
    expect(bugs.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
  });
});
