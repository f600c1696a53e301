import crypto, { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { connectionOf } from './connection.js';

/**
 * Who made a request, as every surface reads it (the request's ledger, the rate limit, the
 * WebSocket and HTTP subscription caps, the request guards): the bearer token, the hash stores
 * and counters keep in its place, and the client's address. One parser and one hash for all of
 * them, below the entries and the plugins that ask.
 */

// RFC 6750 token68 characters; anything else is not a bearer token we would forward.
const BEARER = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)\s*$/i;

/** The token of an `Authorization: Bearer <token>` header, or null (absent, other scheme, malformed). */
export function bearerToken(header: string | null | undefined): string | null {
  if (!header) return null;
  const match = BEARER.exec(header.trim());
  return match ? match[1] : null;
}

/**
 * A bearer token's hash: what counters and stores keep instead of the token. With `connection`
 * (the socket a request came on), the last token hashed for that connection is kept with it: a
 * client sends one token with every request of a keep-alive connection, and the hash cost more
 * than a lookup (docs/performance.md, "The request parsers in the layer"). Kept per connection,
 * not per process: a token stays in memory only while its own connection is open, and no other
 * client's request can reach it.
 */
export function tokenHash(token: string, connection?: object): string {
  const kept = connection === undefined ? undefined : lastHashes.get(connection);
  if (kept !== undefined && kept.token === token) return kept.hash;
  // One-shot hashing where Node has it (20.12+): no Hash object per request.
  const hash = (oneShot ? oneShot('sha256', token, 'base64url') : createHash('sha256').update(token).digest('base64url')).slice(0, 32);
  if (connection !== undefined) lastHashes.set(connection, { token, hash });
  return hash;
}

// Each open connection's last token and its hash; an entry goes with its connection.
const lastHashes = new WeakMap<object, { readonly token: string; readonly hash: string }>();

const oneShot = (crypto as { hash?: (algorithm: string, data: string, encoding: 'base64url') => string }).hash;

/**
 * The client's address: the socket's, or with `hops` trusted proxies in front, the entry of
 * `X-Forwarded-For` that many hops from the socket (each proxy appends what it saw; entries to
 * the left of that one are the client's to write, so never read). An IPv6 address counts as its
 * /64, which one subscriber usually holds whole.
 */
export function clientAddress(request: Pick<Request, 'headers'>, serverContext: unknown, hops: number): string {
  // The HTTP entry's requests carry their node request; the WebSocket transport's come with theirs.
  const socket = ((serverContext as { req?: IncomingMessage } | null | undefined)?.req ?? connectionOf(request)?.req)?.socket?.remoteAddress;
  if (!socket) return 'unknown';
  const chain = [socket];
  if (hops > 0) {
    const forwarded = (request.headers.get('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    chain.push(...forwarded.reverse());
  }
  return normalize(chain[Math.min(hops, chain.length - 1)]);
}

function normalize(address: string): string {
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  const version = isIP(plain);
  // Not an address (a proxy that forwarded something else): one shared budget, never a key the client chose.
  if (version === 0) return 'unparsed';
  if (version === 4) return plain;
  return `${expand(plain).slice(0, 4).join(':')}::/64`;
}

/** An IPv6 address's eight groups (zone dropped). */
function expand(address: string): string[] {
  const [head, tail = ''] = address.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return groups.map((g) => (g.includes('.') ? g : g.toLowerCase().replace(/^0+(?=.)/, '')));
}
