import { RequestLedger } from '../http/request-ledger.js';
import { connectionOf } from '../connection.js';
import { bearerToken, clientAddress, tokenHash } from '../identity.js';

/**
 * Where a request's ledger (http/request-ledger.ts) is opened: on the operation's own server
 * context (yoga gives each operation of a batch its own), by the first plugin that needs the
 * caller (`onParams`, before any upstream call) or else by the context factory. The token is
 * parsed here, by the one parser, and hashed once; the address follows `TRUST_PROXY_HOPS`.
 */
const LEDGER = Symbol('ledger');

type WithLedger = { [LEDGER]?: RequestLedger };

/** The ledger of the operation whose server context this is, opened if it was not. */
export function openLedger(serverContext: object, request: Pick<Request, 'headers'>, trustProxyHops: number): RequestLedger {
  const holder = serverContext as WithLedger;
  // Own property only: a batch's operations have contexts made from one shared prototype.
  if (Object.prototype.hasOwnProperty.call(holder, LEDGER)) return holder[LEDGER]!;
  const token = bearerToken(request.headers.get('authorization'));
  // The socket keeps its last token's hash (identity.ts); a request made in process has none.
  const socket = connectionOf(request)?.req.socket;
  const ledger = new RequestLedger({ token, tokenHash: token === null ? null : tokenHash(token, socket), address: clientAddress(request, serverContext, trustProxyHops) });
  // An assignment, not `defineProperty` (V8's slower path, which showed in a profile of q1:
  // docs/performance.md, "The request parsers in the layer"): the server context is never
  // copied or listed, yoga assigns to it.
  holder[LEDGER] = ledger;
  return ledger;
}

/** The ledger opened for this server context, if one was. */
export function ledgerOf(serverContext: unknown): RequestLedger | undefined {
  if (serverContext === null || typeof serverContext !== 'object' || !Object.prototype.hasOwnProperty.call(serverContext, LEDGER)) return undefined;
  return (serverContext as WithLedger)[LEDGER];
}
