import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { request } from 'undici';

/**
 * The two ways a creator's file reaches storage in the upload bench: through the gateway's
 * one-call mutation (GraphQL multipart request spec), and as a PUT of the same bytes straight
 * to a signed URL (the wire's speed, the figure to match). The file starts with its format's
 * real header (an `ftyp` box, a RIFF/WAVE header), so a check of its leading bytes takes it as
 * what it claims to be; the rest is random bytes, generated once and repeated.
 */

export type UploadKind = 'video' | 'audio';

/** A published episode of the seeded sandbox account and its show. */
export const EPISODE_ID = 700003;
export const STATION_ID = 5001;

const FORMATS: Record<UploadKind, { fileName: string; mimeType: string; mutation: string; header: Buffer }> = {
  video: {
    fileName: 'bench.mp4',
    mimeType: 'video/mp4',
    mutation: 'uploadEpisodeVideo',
    // ISO base media: a 24-byte `ftyp` box (brand isom, compatible isom and mp42).
    header: Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp42')]),
  },
  audio: {
    fileName: 'bench.wav',
    mimeType: 'audio/wav',
    mutation: 'uploadEpisodeAudio',
    header: wavHeader(),
  },
};

/** RIFF/WAVE, PCM 16-bit stereo 44.1 kHz, a `data` chunk of unknown length (a streamed WAV). */
function wavHeader(): Buffer {
  const b = Buffer.alloc(44);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(0xffffffff, 4);
  b.write('WAVEfmt ', 8, 'latin1');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20); // PCM
  b.writeUInt16LE(2, 22);
  b.writeUInt32LE(44_100, 24);
  b.writeUInt32LE(44_100 * 4, 28);
  b.writeUInt16LE(4, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'latin1');
  b.writeUInt32LE(0xffffffff, 40);
  return b;
}

const CHUNK = randomBytes(256 * 1024);

/** `total` bytes of a file of `kind`, in 256 KiB chunks (one shared buffer: the client costs little). */
export async function* fileBytes(kind: UploadKind, total: number): AsyncGenerator<Buffer> {
  const header = FORMATS[kind].header;
  const first = Buffer.concat([header, CHUNK.subarray(header.length)]);
  for (let sent = 0; sent < total; sent += CHUNK.length) {
    const n = Math.min(CHUNK.length, total - sent);
    const chunk = sent === 0 ? first : CHUNK;
    yield n === CHUNK.length ? chunk : chunk.subarray(0, n);
  }
}

export interface GatewayUpload {
  gatewayUrl: string;
  token: string;
  kind: UploadKind;
  bytes: number;
  /** Send `size` (the streaming path) or leave it out (the gateway learns it by spooling). */
  declareSize: boolean;
}

/** One upload through the gateway; resolves with its seconds once the mutation answered (bytes stored, host notified). */
export async function uploadThroughGateway(u: GatewayUpload): Promise<number> {
  const format = FORMATS[u.kind];
  const boundary = `----bench-${randomBytes(8).toString('hex')}`;
  const query = `mutation BenchUpload($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float) {
    ${format.mutation}(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, waitForProcessing: false) { id status failureReason }
  }`;
  const variables = { episodeId: EPISODE_ID, stationId: STATION_ID, size: u.declareSize ? u.bytes : null, file: null };
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query, variables })}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="${format.fileName}"\r\nContent-Type: ${format.mimeType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body() {
    yield head;
    yield* fileBytes(u.kind, u.bytes);
    yield tail;
  }
  const started = performance.now();
  const res = await request(`${u.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + u.bytes + tail.length),
      authorization: `Bearer ${u.token}`,
      // A multipart POST needs a preflight-forcing header (CSRF prevention), as any client sends.
      'graphql-preflight': '1',
    },
    body: Readable.from(body()),
    headersTimeout: 600_000,
    bodyTimeout: 600_000,
  });
  const json = (await res.body.json()) as { data?: Record<string, { status: string; failureReason: string | null } | null>; errors?: unknown };
  const seconds = (performance.now() - started) / 1000;
  const job = json.data?.[format.mutation];
  if (!job) throw new Error(`gateway upload failed: ${JSON.stringify(json).slice(0, 500)}`);
  if (job.status === 'FAILED') throw new Error(`gateway upload job failed: ${job.failureReason}`);
  return seconds;
}

/** A signed URL from the sandbox's REST API (either answer shape of 4.23 / 4.22.1). */
export async function signedUrlFor(restUrl: string, token: string, kind: UploadKind): Promise<string> {
  const format = FORMATS[kind];
  const query = new URLSearchParams({ filename: format.fileName, type: format.mimeType, isMumsCompatible: 'true' });
  const res = await request(`${restUrl}/v3/episodes/${EPISODE_ID}/upload/signedUrl?${query}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  const body = (await res.body.json()) as { url?: string; signedUrl?: string };
  const url = body.url ?? body.signedUrl;
  if (!url) throw new Error(`no signed URL: HTTP ${res.statusCode}`);
  return url;
}

/** The same bytes PUT straight to storage; resolves with its seconds (the signed URL is asked for before the clock starts). */
export async function putDirect(url: string, kind: UploadKind, bytes: number): Promise<number> {
  const started = performance.now();
  const res = await request(url, {
    method: 'PUT',
    headers: { 'content-type': FORMATS[kind].mimeType, 'content-length': String(bytes) },
    body: Readable.from(fileBytes(kind, bytes)),
    headersTimeout: 600_000,
    bodyTimeout: 600_000,
  });
  await res.body.dump();
  if (res.statusCode !== 200) throw new Error(`direct PUT answered ${res.statusCode}`);
  return (performance.now() - started) / 1000;
}
