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

describe('error masking', () => {
  it('keeps code, route and status of an upstream failure and logs it once', () => {
    const log = capture();
    const upstream = new UpstreamError({ code: ErrorCode.UPSTREAM_ERROR, upstream: 'rest', route: 'GET /v3/region', status: 502 });
    const masked = createMaskError(log.logger)(new GraphQLError(upstream.message, { originalError: upstream, path: ['region'] })) as GraphQLError;
    expect(masked.extensions).toEqual({ code: 'UPSTREAM_ERROR', upstream: 'rest', route: 'GET /v3/region', status: 502 });
    expect(log.lines).toEqual([expect.objectContaining({ level: 'warn', msg: 'upstream failure', route: 'GET /v3/region', status: 502, path: 'region' })]);
  });

  it('hides an unexpected error from the client and logs it in full', () => {
    const log = capture();
    const bug = new TypeError('Cannot read properties of undefined (reading "x") at /srv/app/src/secret.ts:12');
    const masked = createMaskError(log.logger)(new GraphQLError(bug.message, { originalError: bug }));
    expect(masked.message).toBe('Unexpected error.');
    expect((masked as GraphQLError).extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(log.lines[0]).toMatchObject({ level: 'error', msg: 'unexpected error', error: { name: 'TypeError' } });
    expect(JSON.stringify(log.lines[0])).toContain('stack');
  });

  it('passes coded client errors through unchanged and does not log them', () => {
    const log = capture();
    const input = new GraphQLError('Give exactly one of `id` and `uri`.', { extensions: { code: 'BAD_USER_INPUT' } });
    expect(createMaskError(log.logger)(input)).toBe(input);
    expect(log.lines).toEqual([]);
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
    const log = capture();
    const notFound = new GraphQLError('No such episode.', { extensions: { code: ErrorCode.NOT_FOUND } });
    const aggregate = new AggregateError([new TypeError('x'), notFound], 'several');
    const masked = createMaskError(log.logger)(new GraphQLError('several', { originalError: aggregate })) as GraphQLError;
    expect(masked.extensions.code).toBe('NOT_FOUND');
    expect(masked.message).toBe('No such episode.');
    const bugs = createMaskError(log.logger)(new GraphQLError('several', { originalError: new AggregateError([new TypeError('y')]) })) as GraphQLError;
    expect(bugs.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
  });
});
