/**
 * The page's look at a chosen file's first bytes before it sends anything: the same rules the
 * gateway applies (src/uploads/sniff.ts), so a text file renamed `.mp3` is refused at once,
 * with words, instead of after an upload. Only what is clearly not audio is refused; bytes it
 * does not know go to the gateway and the host, which decide.
 */
export type Found = 'media' | 'image' | 'html' | 'json' | 'text' | 'unknown';

const SAMPLE = 512;

const at = (b: Uint8Array, i: number, s: string) => s.split('').every((c, j) => b[i + j] === c.charCodeAt(0));

export function classify(b: Uint8Array): Found {
  if (b.length === 0) return 'unknown';
  if (at(b, 0, 'ID3') || at(b, 0, 'OggS') || at(b, 0, 'fLaC') || at(b, 4, 'ftyp') || at(b, 0, 'FORM') || at(b, 0, '#!AMR')) return 'media';
  if (at(b, 0, 'RIFF')) return at(b, 8, 'WEBP') ? 'image' : 'media';
  if ((b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) || (b[0] === 0xff && b.length > 1 && (b[1] & 0xe0) === 0xe0 && b[1] !== 0xd8)) return 'media';
  if (b[0] === 0 && b[1] === 0 && b[2] === 1 && b[3] === 0xba) return 'media';
  if (at(b, 0, '\x89PNG') || (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) || at(b, 0, 'GIF8')) return 'image';
  let text: string | null = null;
  for (let cut = 0; cut <= 3 && cut < b.length && text === null; cut++) {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(b.subarray(0, b.length - cut));
    } catch {
      // A character cut by the sample's end: try without it.
    }
  }
  if (text === null || /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return 'unknown';
  const start = text.trimStart().toLowerCase();
  if (start.startsWith('<')) return 'html';
  if (start.startsWith('{') || start.startsWith('[')) return 'json';
  return 'text';
}

const WORDS: Record<Exclude<Found, 'media' | 'unknown'>, string> = { image: 'an image', html: 'a web page (HTML)', json: 'JSON data', text: 'a text file' };

/** Why `file` cannot be the episode's audio, or null when it may be sent. */
export async function audioProblem(file: File): Promise<string | null> {
  const found = classify(new Uint8Array(await file.slice(0, SAMPLE).arrayBuffer()));
  return found === 'media' || found === 'unknown' ? null : `\u201c${file.name}\u201d is ${WORDS[found]}, not audio: its first bytes say so. Nothing was sent.`;
}
