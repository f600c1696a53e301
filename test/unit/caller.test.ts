import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { authOutcome } from '../../src/gateway/accepted-tokens.js';
import { clientAddress } from '../../src/gateway/caller.js';

const request = (forwarded?: string) => ({ headers: new Headers(forwarded ? { 'x-forwarded-for': forwarded } : {}) });
const socket = (remoteAddress: string) => ({ req: { socket: { remoteAddress } } });
const coded = (code: string) => new GraphQLError('x', { extensions: { code } });

describe('clientAddress', () => {
  it('is the socket address unless proxies are trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('203.0.113.9'), socket('10.0.0.2'), 0)).toBe('10.0.0.2');
  });

  it('with n trusted hops, is the n-th entry from the right; entries further left are never read', () => {
    expect(clientAddress(request('198.51.100.1, 203.0.113.9'), socket('10.0.0.2'), 1)).toBe('203.0.113.9');
    expect(clientAddress(request('198.51.100.1, 203.0.113.9, 10.0.0.3'), socket('10.0.0.2'), 2)).toBe('203.0.113.9');
    // Fewer entries than hops: the leftmost the proxies wrote, never a made-up deeper one.
    expect(clientAddress(request(), socket('10.0.0.2'), 1)).toBe('10.0.0.2');
  });

  it('counts an IPv6 address as its /64, an IPv4-mapped one as IPv4, and anything else as one shared "unparsed"', () => {
    expect(clientAddress(request(), socket('2001:db8:1:2:aaaa::1'), 0)).toBe('2001:db8:1:2::/64');
    expect(clientAddress(request(), socket('2001:db8:1:2:bbbb::7'), 0)).toBe('2001:db8:1:2::/64');
    expect(clientAddress(request(), socket('::ffff:192.0.2.4'), 0)).toBe('192.0.2.4');
    expect(clientAddress(request('not-an-address'), socket('10.0.0.2'), 1)).toBe('unparsed');
  });

  it('is "unknown" in-process (no socket)', () => {
    expect(clientAddress(request(), {}, 0)).toBe('unknown');
  });
});

describe('authOutcome', () => {
  it('is refused on any UNAUTHENTICATED, accepted after an upstream call answered without one, unknown otherwise', () => {
    expect(authOutcome({ errors: [coded('UNAUTHENTICATED')] }, 1)).toBe('refused');
    expect(authOutcome({ data: { region: 'US' } }, 1)).toBe('accepted');
    expect(authOutcome({ data: null, errors: [coded('FORBIDDEN')] }, 1)).toBe('accepted');
    expect(authOutcome({ data: { region: 'US' } }, 0)).toBe('unknown');
    expect(authOutcome({ data: null, errors: [coded('UPSTREAM_ERROR')] }, 1)).toBe('unknown');
    // An upstream may answer a malformed request or an unknown resource before it checks the token.
    expect(authOutcome({ data: null, errors: [coded('BAD_USER_INPUT')] }, 1)).toBe('unknown');
    expect(authOutcome({ data: null, errors: [coded('NOT_FOUND')] }, 1)).toBe('unknown');
    expect(authOutcome({ [Symbol.asyncIterator]: () => undefined }, 1)).toBe('unknown');
  });
});
