import { describe, expect, it } from 'vitest';
import { refusalFor, sniff } from '../../src/uploads/sniff.js';

const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniff', () => {
  it('knows audio and video by their signatures', () => {
    expect(sniff(bytes('ID3', [4, 0, 0, 0, 0, 0]))).toBe('media');
    expect(sniff(bytes([0xff, 0xfb, 0x90, 0x64]))).toBe('media');
    expect(sniff(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBe('media');
    expect(sniff(bytes('OggS', [0, 2]))).toBe('media');
    expect(sniff(bytes('fLaC', [0, 0, 0, 34]))).toBe('media');
    expect(sniff(bytes([0, 0, 0, 0x20], 'ftypM4A '))).toBe('media');
    expect(sniff(bytes([0x1a, 0x45, 0xdf, 0xa3]))).toBe('media');
  });

  it('names what is clearly something else', () => {
    expect(sniff(bytes('Hello, this is my episode script.\nLine two.'))).toBe('text');
    expect(sniff(bytes('  <!DOCTYPE html><html><body>x</body></html>'))).toBe('html');
    expect(sniff(bytes('{"title": "not audio"}'))).toBe('json');
    expect(sniff(bytes([0x89], 'PNG\r\n', [0x1a, 0x0a]))).toBe('image');
    expect(sniff(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image');
    expect(sniff(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image');
    // UTF-8 text whose sample ends inside a character is still text.
    expect(sniff(Buffer.from('Épisode — café'.repeat(3), 'utf8').subarray(0, 20))).toBe('text');
  });

  it('leaves unknown bytes to the host', () => {
    expect(sniff(bytes([0x00, 0x01, 0x02, 0x9c, 0x88, 0x10, 0x00]))).toBe('unknown');
    expect(sniff(Buffer.alloc(0))).toBe('unknown');
  });

  it('refuses only clear mismatches of audio and video', () => {
    expect(refusalFor('EPISODE_AUDIO', 'text')).toMatch(/plain text, not audio/);
    expect(refusalFor('EPISODE_AUDIO', 'image')).toMatch(/an image, not audio/);
    expect(refusalFor('EPISODE_VIDEO', 'json')).toMatch(/JSON, not video/);
    expect(refusalFor('EPISODE_AUDIO', 'unknown')).toBeNull();
    expect(refusalFor('EPISODE_AUDIO', 'media')).toBeNull();
    expect(refusalFor('SHOW_COVER_ART', 'text')).toBeNull();
  });
});
