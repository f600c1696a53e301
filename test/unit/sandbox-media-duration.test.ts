import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { audioDurationMs } from '../../src/sandbox/media/duration.js';

/** A PCM WAV of `seconds` of silence. */
function wav(seconds: number, sampleRate = 22_050, channels = 1, bits = 16): Buffer {
  const byteRate = (sampleRate * channels * bits) / 8;
  const data = Math.round(seconds * byteRate);
  const b = Buffer.alloc(44 + data);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(36 + data, 4);
  b.write('WAVE', 8, 'latin1');
  b.write('fmt ', 12, 'latin1');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(channels, 22);
  b.writeUInt32LE(sampleRate, 24);
  b.writeUInt32LE(byteRate, 28);
  b.writeUInt16LE((channels * bits) / 8, 32);
  b.writeUInt16LE(bits, 34);
  b.write('data', 36, 'latin1');
  b.writeUInt32LE(data, 40);
  return b;
}

/** `frames` MPEG-1 layer III frames at 64 kbit/s, 44.1 kHz (208 bytes each, no padding). */
function mp3(frames: number, id3 = 0): Buffer {
  const parts: Buffer[] = [];
  if (id3) {
    const tag = Buffer.alloc(10 + id3);
    tag.write('ID3', 0, 'latin1');
    tag[3] = 4;
    tag[6] = (id3 >> 21) & 0x7f;
    tag[7] = (id3 >> 14) & 0x7f;
    tag[8] = (id3 >> 7) & 0x7f;
    tag[9] = id3 & 0x7f;
    parts.push(tag);
  }
  for (let i = 0; i < frames; i++) {
    const frame = Buffer.alloc(208);
    frame.set([0xff, 0xfb, 0x50, 0x00]);
    parts.push(frame);
  }
  return Buffer.concat(parts);
}

describe("the sandbox's media validation reads an audio file's length from its header", () => {
  it('measures a WAV from its fmt and data chunks, not from its size', () => {
    const ten = wav(10);
    expect(ten.length).toBe(441_044);
    expect(audioDurationMs(ten, ten.length)).toBe(10_000);
    expect(audioDurationMs(wav(2.5, 44_100, 2), wav(2.5, 44_100, 2).length)).toBe(2_500);
    // Only the head is kept by storage: the declared data size decides.
    expect(audioDurationMs(ten.subarray(0, 4096), ten.length)).toBe(10_000);
  });

  it('measures a constant-bit-rate MP3 from its first frames, after an ID3 tag', () => {
    const file = mp3(500);
    // 64 kbit/s: 8 bytes a millisecond.
    expect(audioDurationMs(file, file.length)).toBe(Math.round((file.length * 8) / 64));
    const tagged = mp3(500, 1000);
    expect(audioDurationMs(tagged, tagged.length)).toBe(Math.round(((tagged.length - 1010) * 8) / 64));
  });

  it('finds nothing to decode in random or constant bytes', () => {
    for (const bytes of [randomBytes(300_000), Buffer.alloc(400_000, 7), Buffer.from('RIFF....WAVEjunk')]) {
      expect(audioDurationMs(bytes, bytes.length)).toBeNull();
    }
  });
});
