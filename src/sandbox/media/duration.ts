/**
 * The length of an audio file from its first bytes, as a host's media validation reads it
 * (rest-interface.md 2.7: `durationInMilliseconds`): WAV from its `fmt ` and `data` chunks, MP3
 * from its first frame (a Xing/Info frame count when present, else the constant bit rate over
 * the file's size). Null when the bytes are neither: the host could not decode them.
 */

/** How much of an upload the storage simulator keeps for this (an ID3 tag with cover art can be large). */
export const HEAD_BYTES = 256 * 1024;

export function audioDurationMs(head: Buffer, size: number): number | null {
  return wavDurationMs(head, size) ?? mp3DurationMs(head, size);
}

function wavDurationMs(b: Buffer, size: number): number | null {
  if (b.length < 12 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WAVE') return null;
  let offset = 12;
  let byteRate: number | null = null;
  while (offset + 8 <= b.length) {
    const id = b.toString('latin1', offset, offset + 4);
    const length = b.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (body + 16 > b.length) return null;
      const channels = b.readUInt16LE(body + 2);
      const sampleRate = b.readUInt32LE(body + 4);
      byteRate = b.readUInt32LE(body + 8);
      if (!channels || !sampleRate || !byteRate) return null;
    } else if (id === 'data') {
      if (byteRate === null) return null;
      // A streamed WAV may declare 0 or 0xFFFFFFFF: the bytes present decide then.
      const declared = length === 0 || length === 0xffffffff ? size - body : length;
      const data = Math.min(declared, size - body);
      return data > 0 ? Math.round((data / byteRate) * 1000) : null;
    }
    offset = body + length + (length % 2);
  }
  return null;
}

const BITRATES: Record<string, number[]> = {
  // kbit/s by index, MPEG-1 layer III and MPEG-2/2.5 layer III.
  '1': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = { 3: [44_100, 48_000, 32_000], 2: [22_050, 24_000, 16_000], 0: [11_025, 12_000, 8_000] };

interface Frame {
  bitrate: number;
  sampleRate: number;
  samplesPerFrame: number;
  length: number;
  mpeg1: boolean;
  mono: boolean;
}

function frameAt(b: Buffer, i: number): Frame | null {
  if (i + 4 > b.length || b[i] !== 0xff || (b[i + 1] & 0xe0) !== 0xe0) return null;
  const version = (b[i + 1] >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
  const layer = (b[i + 1] >> 1) & 3; // 1: layer III
  if (version === 1 || layer !== 1) return null;
  const bitrateIndex = b[i + 2] >> 4;
  const rateIndex = (b[i + 2] >> 2) & 3;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const mpeg1 = version === 3;
  const bitrate = BITRATES[mpeg1 ? '1' : '2'][bitrateIndex] * 1000;
  const sampleRate = SAMPLE_RATES[version][rateIndex];
  const samplesPerFrame = mpeg1 ? 1152 : 576;
  const padding = (b[i + 2] >> 1) & 1;
  const length = Math.floor((samplesPerFrame / 8) * bitrate / sampleRate) + padding;
  return { bitrate, sampleRate, samplesPerFrame, length, mpeg1, mono: (b[i + 3] >> 6) === 3 };
}

function mp3DurationMs(b: Buffer, size: number): number | null {
  let start = 0;
  // ID3v2: a 10-byte header and a syncsafe size.
  if (b.length >= 10 && b.toString('latin1', 0, 3) === 'ID3') {
    start = 10 + (((b[6] & 0x7f) << 21) | ((b[7] & 0x7f) << 14) | ((b[8] & 0x7f) << 7) | (b[9] & 0x7f));
  }
  // The first frame followed by two more where their lengths say: one frame header alone is
  // too easily matched by chance in arbitrary bytes.
  const limit = Math.min(b.length, start + 8192);
  for (let i = start; i < limit; i++) {
    const frame = frameAt(b, i);
    if (!frame || frame.length < 24) continue;
    const next = frameAt(b, i + frame.length);
    if (!next || next.sampleRate !== frame.sampleRate) continue;
    const third = frameAt(b, i + frame.length + next.length);
    if (!third || third.sampleRate !== frame.sampleRate) continue;
    const side = frame.mpeg1 ? (frame.mono ? 17 : 32) : frame.mono ? 9 : 17;
    const tag = i + 4 + side;
    if (tag + 12 <= b.length) {
      const id = b.toString('latin1', tag, tag + 4);
      if ((id === 'Xing' || id === 'Info') && b.readUInt32BE(tag + 4) & 1) {
        const frames = b.readUInt32BE(tag + 8);
        if (frames > 0) return Math.round((frames * frame.samplesPerFrame * 1000) / frame.sampleRate);
      }
    }
    return Math.round(((size - i) * 8 * 1000) / frame.bitrate);
  }
  return null;
}
