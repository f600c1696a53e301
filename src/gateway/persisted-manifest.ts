import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The client package's manifest, written by `npm run client:codegen` (the gateway's default). */
export const DEFAULT_MANIFEST_PATH = fileURLToPath(new URL('../../client/src/generated/persisted-documents.json', import.meta.url));

/** Trusted documents: sha256 (hex, lowercase) of each document's text, to that text. */
export interface PersistedManifest {
  readonly byHash: ReadonlyMap<string, string>;
  /** The same documents by text: `only` mode runs a manifest document sent as text too. */
  readonly texts: ReadonlySet<string>;
  /** Entries left out because their key is not the sha256 of their text (the convention the wire uses). */
  readonly skipped: readonly string[];
}

export const EMPTY_MANIFEST: PersistedManifest = { byHash: new Map(), texts: new Set(), skipped: [] };

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * `sha256:<hex>` (GraphQL over HTTP's document identifier, graphql-codegen's manifest keys) or a
 * bare hex digest (Apollo's APQ) as the bare lowercase hex; null for anything else.
 */
export function normalizeHash(id: unknown): string | null {
  if (typeof id !== 'string') return null;
  const hex = id.startsWith('sha256:') ? id.slice(7) : id;
  return /^[0-9a-fA-F]{64}$/.test(hex) ? hex.toLowerCase() : null;
}

/**
 * Reads a manifest in either common form: graphql-codegen's client preset (`{ "sha256:<hex>":
 * "<text>" }`) or Apollo's persisted query manifest (`{ format: "apollo-persisted-query-manifest",
 * operations: [{ id, body }] }`). Throws with a one-line reason when the file cannot be read or
 * holds neither.
 */
export async function loadPersistedManifest(path: string): Promise<PersistedManifest> {
  let raw: string;
  try {
    raw = await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error(`${path} is not JSON`);
  }
  return manifestFrom(json, path);
}

export function manifestFrom(json: unknown, where = 'the manifest'): PersistedManifest {
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error(`${where} is not a JSON object of hash to document`);
  const record = json as Record<string, unknown>;
  const entries: Array<[string, unknown]> =
    record.format === 'apollo-persisted-query-manifest' && Array.isArray(record.operations)
      ? (record.operations as Array<{ id?: unknown; body?: unknown }>).map((op) => [String(op?.id), op?.body])
      : Object.entries(record);
  const byHash = new Map<string, string>();
  const skipped: string[] = [];
  for (const [key, text] of entries) {
    const hex = normalizeHash(key);
    if (typeof text !== 'string' || hex === null || sha256Hex(text) !== hex) {
      skipped.push(key);
      continue;
    }
    byHash.set(hex, text);
  }
  if (byHash.size === 0 && entries.length > 0) throw new Error(`${where} holds no document keyed by the sha256 of its text`);
  return { byHash, texts: new Set(byHash.values()), skipped };
}
