import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { createMaskError } from '../../src/gateway/errors.js';
import { addressScrubber, createRequestLog } from '../../src/gateway/request-log.js';
import { createLogger, shortenPaths } from '../../src/logger.js';
import { createMetrics } from '../../src/metrics/registry.js';

type Line = Record<string, unknown> & { msg: string; level: string };

function capture(redactPaths?: string[]) {
  const lines: Line[] = [];
  const logger = createLogger({ level: 'debug', write: (line) => lines.push(JSON.parse(line) as Line), redactPaths });
  return { lines, logger };
}

describe('an unexpected error in the request log', () => {
  it('is logged once with its stack, paths relative to the project, and the request id; the client sees none of it', async () => {
    const { lines, logger } = capture();
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: 'type Query { boom: String, fine: String }',
        resolvers: {
          Query: {
            boom: () => {
              throw new TypeError(`cannot read "x" of undefined in ${process.cwd()}/src/secret.ts`);
            },
            fine: () => 'yes',
          },
        },
      }),
      maskedErrors: { maskError: createMaskError(), isDev: false },
      logging: false,
      plugins: [createRequestLog({ logger, metrics: createMetrics(), upstreamHosts: [] }).plugin],
    });
    const res = await yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-1' },
      body: JSON.stringify({ query: 'query Both { boom fine }' }),
    });
    const body = await res.text();
    expect(JSON.parse(body)).toMatchObject({ data: { boom: null, fine: 'yes' }, errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    expect(body).not.toContain('secret');

    const failure = lines.find((l) => l.msg === 'unexpected error')!;
    expect(failure).toMatchObject({ level: 'error', path: 'boom', operation: 'Both', error: { name: 'TypeError' } });
    const error = failure.error as { stack: string; message: string };
    expect(error.message).toBe('cannot read "x" of undefined in src/secret.ts');
    expect(error.stack).toContain('test/unit/request-log.test.ts:');
    expect(JSON.stringify(lines)).not.toContain(process.cwd() + '/');
    // The request id of these lines is the one yoga's request had (the header isn't echoed here: no HTTP layer).
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({ outcome: 'partial', codes: ['INTERNAL_SERVER_ERROR'] });
    expect(new Set(lines.map((l) => l.requestId))).toEqual(new Set(['req-1']));
  });
});

describe('addresses in connection errors', () => {
  const scrub = addressScrubber(['rest.internal:8443', 'graph.internal']);
  it.each([
    ['connect ECONNREFUSED 127.0.0.1:4010', 'connect ECONNREFUSED [address]'],
    ['connect ECONNREFUSED ::1:4010', 'connect ECONNREFUSED [address]'],
    ['connect ECONNREFUSED [fe80::1]:4010, 2001:db8::7', 'connect ECONNREFUSED [address], [address]'],
    ['getaddrinfo ENOTFOUND somewhere.example', 'getaddrinfo ENOTFOUND [address]'],
    ['connect ETIMEDOUT rest.internal:8443', 'connect ETIMEDOUT [address]'],
    ['socket to graph.internal closed', 'socket to [address] closed'],
    ['GET http://10.0.0.7:8080/v3/region?token=x failed', 'GET [address] failed'],
    ['other side closed', 'other side closed'],
  ])('%s', (input, expected) => {
    expect(scrub(input)).toBe(expected);
  });
});

describe('LOG_REDACT', () => {
  it('censors the configured paths on top of the secret-named keys', () => {
    const { lines, logger } = capture(['variables.input.email', '*.password', 'headers["x-forwarded-for"]']);
    logger.info('signup', {
      variables: { input: { email: 'someone@example.com', name: 'kept' } },
      user: { password: 'hunter2' },
      headers: { 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer abc' },
    });
    expect(lines[0]).toMatchObject({
      variables: { input: { email: '[redacted]', name: 'kept' } },
      user: { password: '[redacted]' },
      headers: { 'x-forwarded-for': '[redacted]', authorization: '[redacted]' },
    });
    expect(JSON.stringify(lines)).not.toMatch(/someone@|hunter2|203\.0\.113\.9|abc/);
  });

  it('is checked at start: a path pino could not follow is a config error naming it', () => {
    expect(loadConfig({ LOG_REDACT: ' variables.input.email , *.password,headers["x-api-key"] ' }).logRedact).toEqual([
      'variables.input.email',
      '*.password',
      'headers["x-api-key"]',
    ]);
    expect(loadConfig({}).logRedact).toEqual([]);
    expect(() => loadConfig({ LOG_REDACT: 'variables..email' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_REDACT: 'headers.x-api-key' })).toThrow(/LOG_REDACT/);
  });
});

describe('paths in stacks', () => {
  it('are made relative to the project, file URLs too', () => {
    const root = process.cwd();
    expect(shortenPaths(`at f (${root}/src/a.ts:1:2)\n    at file://${root}/dist/b.js:3:4`)).toBe('at f (src/a.ts:1:2)\n    at dist/b.js:3:4');
  });
});
