import { badUserInput } from '../../errors.js';

/**
 * Upstream identifiers (GraphQL spec 2.2): `platform:<kind>:<id>`. The ID is the last
 * colon-separated segment; the gateway checks the form before any upstream call.
 */
export type UriKind = 'show' | 'episode' | 'comment';

// The spec gives the IDs no alphabet (strings; 2.2: the ID is the last colon-separated
// segment), so any printable run without separators is taken; REST paths encode it.
const ID_PART = /^[^\s:/?#\\\u0000-\u001f\u007f]{1,256}$/;

export function toUri(kind: UriKind, id: string): string {
  return `platform:${kind}:${id}`;
}

/** The ID of a well-formed URI of `kind`, or null. */
export function idOfUri(kind: UriKind, uri: string): string | null {
  const prefix = `platform:${kind}:`;
  if (!uri.startsWith(prefix)) return null;
  const id = uri.slice(prefix.length);
  return ID_PART.test(id) && id !== '.' && id !== '..' ? id : null;
}

/** Validates a client-given URI; BAD_USER_INPUT names the argument and the expected form. */
export function requireUri(kind: UriKind, uri: string, argument: string): string {
  const id = idOfUri(kind, uri);
  if (id === null) throw badUserInput(`${argument} must be a ${kind} URI of the form platform:${kind}:<id> (got ${JSON.stringify(uri.slice(0, 80))}).`, argument);
  return id;
}
