import { createHash } from 'node:crypto';

/**
 * The part of a store key that names whose a learned fact is: a hash of the caller's own token
 * under a purpose, so no other caller can name the key, no key shows the token, and one
 * purpose's keys say nothing of another's. A token the host rotates starts afresh.
 */
export function ownerKey(token: string, purpose: string): string {
  return createHash('sha256').update(`${purpose}:${token}`).digest('base64url').slice(0, 32);
}
