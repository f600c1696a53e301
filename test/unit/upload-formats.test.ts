import { describe, expect, it } from 'vitest';
import { checkFile, classify, mediaKindOf, SIZE_LIMITS } from '../../src/uploads/formats.js';

describe('accepted formats (spec 8)', () => {
  it.each([
    ['a.mp3', 'audio/mpeg', 'audio'],
    ['a.M4A', 'audio/x-m4a', 'audio'],
    ['a.aifc', 'audio/aiff', 'audio'],
    ['a.aiff', 'audio/x-aiff', 'audio'],
    ['a.ogg', 'audio/ogg', 'audio'],
    ['a.wav', 'audio/wav; codecs=1', 'audio'],
    ['a.flac', 'audio/flac', 'audio'],
    ['a.mp4', 'video/mp4', 'video'],
    ['a.mov', 'video/quicktime', 'video'],
    ['a.png', 'image/png', 'image'],
    ['a.jpg', 'image/jpeg', 'image'],
    ['a.jpeg', 'IMAGE/JPEG', 'image'],
  ])('%s as %s is %s', (name, mime, cls) => {
    expect(classify(name, mime)).toBe(cls);
  });

  it.each([
    ['a.mp3', 'video/mp4'],
    ['a.mp4', 'audio/mpeg'],
    ['a.webm', 'video/webm'],
    ['a.gif', 'image/gif'],
    ['mp3', 'audio/mpeg'],
    ['a.mp3', 'application/octet-stream'],
  ])('%s as %s is refused: extension and MIME type must agree', (name, mime) => {
    expect(classify(name, mime)).toBeNull();
  });

  it('picks audio or video for a media file', () => {
    expect(mediaKindOf('a.mov', 'video/quicktime')).toBe('EPISODE_VIDEO');
    expect(mediaKindOf('a.ogg', 'audio/ogg')).toBe('EPISODE_AUDIO');
    expect(mediaKindOf('a.png', 'image/png')).toBeNull();
  });
});

describe('checkFile', () => {
  it('refuses a format of another kind of upload', () => {
    expect(checkFile('EPISODE_AUDIO', { fileName: 'a.mp4', mimeType: 'video/mp4', size: 1 })).toMatchObject({ ok: false, field: 'file' });
    expect(checkFile('SHOW_COVER_ART', { fileName: 'a.mp3', mimeType: 'audio/mpeg', size: 1 })).toMatchObject({ ok: false, field: 'file' });
  });

  it('takes files up to the limit and refuses one byte more', () => {
    expect(checkFile('EPISODE_AUDIO', { fileName: 'a.mp3', mimeType: 'audio/mpeg', size: SIZE_LIMITS.audio })).toMatchObject({ ok: true });
    expect(checkFile('EPISODE_AUDIO', { fileName: 'a.mp3', mimeType: 'audio/mpeg', size: SIZE_LIMITS.audio + 1 })).toMatchObject({ ok: false, field: 'size' });
    expect(checkFile('EPISODE_VIDEO', { fileName: 'a.mp4', mimeType: 'video/mp4', size: SIZE_LIMITS.video })).toMatchObject({ ok: true });
    expect(checkFile('EPISODE_VIDEO', { fileName: 'a.mp4', mimeType: 'video/mp4', size: SIZE_LIMITS.video + 1 })).toMatchObject({ ok: false, field: 'size' });
  });

  it('refuses sizes that are not whole positive byte counts', () => {
    for (const size of [0, -1, 1.5, Number.NaN]) {
      expect(checkFile('EPISODE_AUDIO', { fileName: 'a.mp3', mimeType: 'audio/mpeg', size })).toMatchObject({ ok: false, field: 'size' });
    }
  });

  it('accepts an unknown size (the stream is bounded later) and normalises the MIME type', () => {
    expect(checkFile('EPISODE_AUDIO', { fileName: 'a.wav', mimeType: 'Audio/WAV; rate=44100', size: null })).toEqual({
      ok: true,
      file: { class: 'audio', mimeType: 'audio/wav', limitBytes: SIZE_LIMITS.audio },
    });
  });
});
