import { Readable } from 'node:stream';
import { ErrorCode, gatewayError } from '../errors.js';
import type { JobKind } from '../jobs/index.js';
import { UploadSourceError } from './body.js';

/**
 * A look at a media file's leading bytes before the host is asked for a signed URL: a file that
 * is clearly something else (text, HTML, JSON, or an image where audio or video is declared)
 * ends its job at once with UNSUPPORTED_MEDIA instead of a minute of the host's processing
 * (4.26) and a vague failure. It refuses only what it recognises: bytes it does not know (a
 * format it has no signature for) go upstream, which decides. The bytes read are handed on in
 * front of the rest, so the upload loses none of them and still reads the client's stream once.
 */

/** Bytes looked at: enough for every signature below and a fair sample of text. */
export const SNIFF_BYTES = 512;

export type Sniffed = 'media' | 'image' | 'html' | 'json' | 'text' | 'unknown';

const ascii = (head: Uint8Array, at: number, text: string) => text.split('').every((c, i) => head[at + i] === c.charCodeAt(0));

/** What the leading bytes are, as far as they clearly say. */
export function sniff(head: Uint8Array): Sniffed {
  if (head.length === 0) return 'unknown';
  if (ascii(head, 0, 'ID3') || ascii(head, 0, 'OggS') || ascii(head, 0, 'fLaC') || ascii(head, 4, 'ftyp') || ascii(head, 0, 'FORM') || ascii(head, 0, '#!AMR')) return 'media';
  if (ascii(head, 0, 'RIFF')) return ascii(head, 8, 'WEBP') ? 'image' : 'media';
  // Matroska / WebM (EBML), MPEG audio frame sync (MP3, AAC ADTS); MPEG-PS below.
  if ((head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) || (head[0] === 0xff && head.length > 1 && (head[1] & 0xe0) === 0xe0 && head[1] !== 0xd8)) return 'media';
  if (head[0] === 0 && head[1] === 0 && head[2] === 1 && head[3] === 0xba) return 'media';
  if (ascii(head, 0, '\x89PNG') || (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) || ascii(head, 0, 'GIF8')) return 'image';
  const text = asText(head);
  if (text === null) return 'unknown';
  const start = text.trimStart().slice(0, 64).toLowerCase();
  if (start.startsWith('<!doctype html') || start.startsWith('<html') || start.startsWith('<?xml') || start.startsWith('<')) return 'html';
  if (start.startsWith('{') || start.startsWith('[')) return 'json';
  return 'text';
}

/** The bytes as text when they are clearly text: valid UTF-8 (a cut last character allowed) without control bytes but whitespace. */
function asText(head: Uint8Array): string | null {
  for (let cut = 0; cut <= 3 && cut < head.length; cut++) {
    try {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut));
      return /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text) ? null : text;
    } catch {
      // A multi-byte character cut by the sample's end: try without its first bytes.
    }
  }
  return null;
}

const WORDS: Record<Exclude<Sniffed, 'media' | 'unknown'>, string> = {
  image: 'an image',
  html: 'an HTML or XML document',
  json: 'JSON',
  text: 'plain text',
};

/** Why a file of `kind` whose leading bytes are `found` is refused, or null when it may go upstream. */
export function refusalFor(kind: JobKind, found: Sniffed): string | null {
  if (kind !== 'EPISODE_AUDIO' && kind !== 'EPISODE_VIDEO') return null;
  if (found === 'media' || found === 'unknown') return null;
  const declared = kind === 'EPISODE_AUDIO' ? 'audio' : 'video';
  return `The file is ${WORDS[found]}, not ${declared}: its first bytes say so. Nothing was sent to the host; the episode's current ${declared} is unchanged.`;
}

/**
 * Reads the leading bytes of `source` and hands back the same stream with those bytes put back
 * in front (`unshift`), or throws UNSUPPORTED_MEDIA when they are clearly not the declared kind.
 * The stream stays the one the upload pipeline reads with backpressure (body.ts): no wrapper,
 * no promise per chunk. Other kinds pass untouched, without a read.
 */
export async function sniffUpload(source: Readable, kind: JobKind, idleMs: number): Promise<Readable> {
  if (kind !== 'EPISODE_AUDIO' && kind !== 'EPISODE_VIDEO') return source;
  const { leading, ended } = await readLeading(source, SNIFF_BYTES, idleMs);
  const refusal = refusalFor(kind, sniff(leading.subarray(0, SNIFF_BYTES)));
  if (refusal) {
    source.destroy();
    throw gatewayError(ErrorCode.UNSUPPORTED_MEDIA, refusal);
  }
  // A file shorter than the sniffed bytes has ended: a stream that cannot be unshifted any more.
  if (ended) return Readable.from(leading.length ? [leading] : [], { objectMode: false });
  return source;
}

/**
 * At least `want` bytes from the front of `source` (fewer when it ends first), read in paused
 * mode and put back at once: in the same tick as the read, before a stream whose end has been
 * pushed emits 'end' (after which nothing can be put back).
 */
function readLeading(source: Readable, want: number, idleMs: number): Promise<{ leading: Buffer; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = (ended: boolean, error?: Error) => {
      clearTimeout(timer);
      source.off('readable', onReadable);
      source.off('end', onEnd);
      source.off('error', onError);
      if (error) reject(error);
      else resolve({ leading: Buffer.concat(chunks, length), ended });
    };
    const onReadable = () => {
      let chunk: Buffer | null;
      while (length < want && (chunk = source.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        length += chunk.length;
      }
      if (length < want) return;
      source.unshift(Buffer.concat(chunks, length));
      finish(false);
    };
    const onEnd = () => finish(true);
    const onError = (error: Error) => finish(false, error);
    const timer = setTimeout(() => finish(false, new UploadSourceError(`The client sent no bytes for ${Math.round(idleMs / 1000)} s; the upload was abandoned.`)), idleMs);
    source.on('readable', onReadable);
    source.once('end', onEnd);
    source.once('error', onError);
  });
}
