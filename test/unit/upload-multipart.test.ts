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
});
