import { describe, expect, it } from 'vitest';
import { parseMultipartRequest } from '../../src/uploads/multipart.js';
import { StreamingUpload } from '../../src/uploads/upload-file.js';

const BOUNDARY = 'xyz123';

function part(name: string, value: string, file?: { filename: string; type: string }): string {
  const disposition = file ? `form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}` : `form-data; name="${name}"`;
  return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n${value}\r\n`;
}

/** A request whose body is written by the test, piece by piece. */
function streamingRequest() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const request = new Request('http://gw.test/graphql', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: 'half',
  } as RequestInit);
  return {
    request,
    write: (text: string | Buffer) => controller.enqueue(typeof text === 'string' ? new TextEncoder().encode(text) : new Uint8Array(text)),
    end: () => controller.close(),
  };
}

const operations = JSON.stringify({ query: 'mutation($input: In!) { up(input: $input) }', variables: { input: { file: null, size: 6 } } });

describe('parseMultipartRequest', () => {
  it('resolves the parameters when the file part starts, before its bytes arrive, then streams them', async () => {
    const req = streamingRequest();
    const { params, state } = parseMultipartRequest(req.request);
    req.write(part('operations', operations) + part('map', JSON.stringify({ 0: ['variables.input.file'] })));
    req.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="a.mp3"\r\nContent-Type: audio/mpeg\r\n\r\nabc`);
    const parsed = (await params) as { variables: { input: { file: StreamingUpload; size: number } } };
    const upload = parsed.variables.input.file;
    expect(upload).toBeInstanceOf(StreamingUpload);
    await upload.ready();
    expect([upload.fileName, upload.mimeType]).toEqual(['a.mp3', 'audio/mpeg']);
    expect(state.complete()).toBe(false);
    const reading = (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of upload.stream()) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString();
    })();
    req.write(`def\r\n--${BOUNDARY}--\r\n`);
    req.end();
    expect(await reading).toBe('abcdef');
  });

  it('refuses a request without operations', async () => {
    const req = streamingRequest();
    const { params } = parseMultipartRequest(req.request);
    req.write(part('map', '{}') + `--${BOUNDARY}--\r\n`);
    req.end();
    await expect(params).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses operations that are not JSON', async () => {
    const req = streamingRequest();
    const { params } = parseMultipartRequest(req.request);
    req.write(part('operations', '{nope') + `--${BOUNDARY}--\r\n`);
    req.end();
    await expect(params).rejects.toMatchObject({ message: expect.stringMatching(/not valid JSON/) });
  });

  it('drains a file part the map does not name, and reports a mapped part that never came', async () => {
    const req = streamingRequest();
    const { params, state } = parseMultipartRequest(req.request);
    req.write(part('operations', operations) + part('map', JSON.stringify({ 0: ['variables.input.file'] })));
    req.write(part('stray', 'x'.repeat(10_000), { filename: 's.bin', type: 'application/octet-stream' }) + `--${BOUNDARY}--\r\n`);
    req.end();
    const parsed = (await params) as { variables: { input: { file: StreamingUpload } } };
    await expect(parsed.variables.input.file.ready()).rejects.toMatchObject({ message: expect.stringMatching(/missing/) });
    expect(state.complete()).toBe(true);
  });

  it('fails the file stream when the body ends mid-file (a client that went away)', async () => {
    const req = streamingRequest();
    const { params } = parseMultipartRequest(req.request);
    req.write(part('operations', operations) + part('map', JSON.stringify({ 0: ['variables.input.file'] })));
    req.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="a.mp3"\r\nContent-Type: audio/mpeg\r\n\r\nabc`);
    const parsed = (await params) as { variables: { input: { file: StreamingUpload } } };
    await parsed.variables.input.file.ready();
    const reading = (async () => {
      for await (const _chunk of parsed.variables.input.file.stream()) {
        // consume
      }
    })();
    req.end();
    await expect(reading).rejects.toThrow();
  });

  it('refuses a field past its limit without reading on, and more files than allowed', async () => {
    const big = streamingRequest();
    const first = parseMultipartRequest(big.request, { fieldBytes: 100 });
    big.write(part('operations', 'x'.repeat(500)));
    await expect(first.params).rejects.toMatchObject({ message: expect.stringMatching(/larger than 100 bytes/), extensions: { code: 'BAD_USER_INPUT' } });
    expect(first.state.complete()).toBe(false);

    const many = streamingRequest();
    const second = parseMultipartRequest(many.request, { files: 1 });
    const map = JSON.stringify({ 0: ['variables.input.file'], 1: ['variables.other'] });
    many.write(part('operations', operations) + part('map', map));
    many.write(part('0', 'a', { filename: 'a.mp3', type: 'audio/mpeg' }) + part('1', 'b', { filename: 'b.mp3', type: 'audio/mpeg' }));
    const parsed = (await second.params) as { variables: { input: { file: StreamingUpload } } };
    await parsed.variables.input.file.ready();
    expect(second.state.uploads.map((u) => u.fieldName)).toEqual(['0', '1']);
    await expect(second.state.uploads[1]!.ready()).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('reads a UTF-8 filename as sent, a file part without one, and refuses a body without its closing boundary', async () => {
    const req = streamingRequest();
    const { params, state } = parseMultipartRequest(req.request);
    req.write(part('operations', operations) + part('map', JSON.stringify({ 0: ['variables.input.file'] })));
    req.write(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="épisode 1.mp3"\r\nContent-Type: audio/mpeg\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`, 'utf8'));
    req.end();
    const parsed = (await params) as { variables: { input: { file: StreamingUpload } } };
    await parsed.variables.input.file.ready();
    expect(parsed.variables.input.file.fileName).toBe('épisode 1.mp3');
    let text = '';
    for await (const chunk of parsed.variables.input.file.stream()) text += String(chunk);
    expect(text).toBe('abc');
    // The body's end is read after the file part's: complete once the request has ended.
    await expect.poll(() => state.complete()).toBe(true);

    const bare = streamingRequest();
    const second = parseMultipartRequest(bare.request);
    bare.write(part('operations', operations) + part('map', JSON.stringify({ 0: ['variables.input.file'] })));
    bare.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"\r\n\r\nxyz\r\n--${BOUNDARY}--\r\n`);
    bare.end();
    const bareParsed = (await second.params) as { variables: { input: { file: StreamingUpload } } };
    await bareParsed.variables.input.file.ready();
    expect(bareParsed.variables.input.file.mimeType).toBe('text/plain');

    const cut = streamingRequest();
    const third = parseMultipartRequest(cut.request);
    cut.write(part('operations', operations));
    cut.end();
    await expect(third.params).rejects.toMatchObject({ message: expect.stringMatching(/closing boundary/) });
  });

  it('reads on past a file part that ended while its buffer held the request, when no one reads the next part', async () => {
    const req = streamingRequest();
    const { params, state } = parseMultipartRequest(req.request);
    const map = JSON.stringify({ 0: ['variables.input.file'] });
    // One write: the mapped file (more than its part buffer holds, so it pauses the request) ends,
    // and a part the map does not name follows before the closing boundary.
    const file = 'f'.repeat(600 * 1024);
    req.write(part('operations', operations) + part('map', map) + part('0', file, { filename: 'a.mp3', type: 'audio/mpeg' }) + part('stray', 'x', { filename: 's.bin', type: 'application/octet-stream' }) + `--${BOUNDARY}--\r\n`);
    req.end();
    const parsed = (await params) as { variables: { input: { file: StreamingUpload } } };
    await parsed.variables.input.file.ready();
    let size = 0;
    for await (const chunk of parsed.variables.input.file.stream()) size += (chunk as Buffer).length;
    expect(size).toBe(file.length);
    await expect.poll(() => state.complete()).toBe(true);
  });
});
