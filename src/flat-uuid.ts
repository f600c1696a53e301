import { randomFillSync } from 'node:crypto';

/**
 * A random (version 4) UUID as one flat string: a request's id when the client sent none.
 *
 * node's `randomUUID` builds its string by concatenating 20 pieces, which V8 keeps as a tree of
 * cons strings. The first regular expression to read it (node's check of a header value, as an
 * answer's `x-request-id` is written) must flatten that tree first, off V8's fast path: about
 * 1.4 µs of q1's CPU in a profile (docs/performance.md, "The request id as a flat string"). The
 * bytes are formatted into a Buffer and read out once. Entropy is drawn for 256 ids at a time,
 * as node's own `randomUUID` draws it for 128.
 */
const POOL_IDS = 256;
const pool = Buffer.alloc(16 * POOL_IDS);
let next = pool.length;
const text = Buffer.alloc(36);
const HEX = Buffer.from('0123456789abcdef', 'latin1');

export function flatUuid(): string {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const at = next;
  next += 16;
  let j = 0;
  for (let i = 0; i < 16; i++) {
    if (i === 4 || i === 6 || i === 8 || i === 10) text[j++] = 0x2d;
    let byte = pool[at + i];
    // RFC 9562 5.4: version 4 in the high nibble of byte 6, variant 10 in the top bits of byte 8.
    if (i === 6) byte = (byte & 0x0f) | 0x40;
    else if (i === 8) byte = (byte & 0x3f) | 0x80;
    text[j++] = HEX[byte >> 4];
    text[j++] = HEX[byte & 0x0f];
  }
  return text.toString('latin1', 0, 36);
}
