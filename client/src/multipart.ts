/**
 * The GraphQL multipart request spec (https://github.com/jaydenseric/graphql-multipart-request-spec):
 * `operations`, then `map`, then one part per file, in that order (the gateway streams a file to
 * storage as it arrives, so it must know the operation first). In a browser the body goes
 * through XMLHttpRequest, the one browser API that reports upload progress; elsewhere (Node, or
 * when a `fetch` is given) it is a stream counted as fetch pulls it.
 */
export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** Bytes of the whole request body. */
  total: number;
}

export interface MultipartRequest {
  url: string;
  fetch?: typeof fetch;
  headers: Record<string, string>;
  operations: Record<string, unknown>;
  files: ReadonlyArray<{ path: string; file: Blob }>;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

export interface MultipartResponse {
  status: number;
  text: string;
  retryAfter: string | null;
}

/** The slice of XMLHttpRequest used here (declared, so the package also compiles without the DOM library). */
interface Xhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getResponseHeader(name: string): string | null;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}
type XhrConstructor = new () => Xhr;

export function sendMultipart(request: MultipartRequest): Promise<MultipartResponse> {
  const Xhr = (globalThis as { XMLHttpRequest?: XhrConstructor }).XMLHttpRequest;
  if (!request.fetch && Xhr && typeof FormData !== 'undefined') return viaXhr(request, Xhr);
  return viaFetch(request);
}

function mapOf(files: MultipartRequest['files']): string {
  return JSON.stringify(Object.fromEntries(files.map((f, i) => [String(i), [f.path]])));
}

function fileName(file: Blob): string {
  const name = (file as Blob & { name?: unknown }).name;
  return typeof name === 'string' && name !== '' ? name : 'blob';
}

function viaXhr(request: MultipartRequest, Xhr: XhrConstructor): Promise<MultipartResponse> {
  const form = new FormData();
  form.append('operations', JSON.stringify(request.operations));
  form.append('map', mapOf(request.files));
  request.files.forEach((f, i) => form.append(String(i), f.file, fileName(f.file)));
  return new Promise((resolve, reject) => {
    const xhr = new Xhr();
    xhr.open('POST', request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    if (request.onProgress) {
      const report = request.onProgress;
      xhr.upload.onprogress = (e) => report({ loaded: e.loaded, total: e.lengthComputable ? e.total : e.loaded });
    }
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText, retryAfter: xhr.getResponseHeader('retry-after') });
    xhr.onerror = () => reject(new Error('network error'));
    xhr.onabort = () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    if (request.signal) {
      if (request.signal.aborted) return xhr.abort();
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

async function viaFetch(request: MultipartRequest): Promise<MultipartResponse> {
  const doFetch = request.fetch ?? globalThis.fetch;
  const boundary = `----podcast-graph-${Math.random().toString(16).slice(2)}${Date.now().toString(16)}`;
  const encoder = new TextEncoder();
  const quoted = (text: string) => text.replace(/["\r\n\\]/g, (c) => (c === '"' ? '%22' : c === '\\' ? '\\\\' : ''));
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify(request.operations)}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${mapOf(request.files)}\r\n`,
  );
  const parts: Array<Uint8Array | Blob> = [head];
  request.files.forEach((f, i) => {
    parts.push(
      encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${i}"; filename="${quoted(fileName(f.file))}"\r\nContent-Type: ${f.file.type || 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    parts.push(f.file, encoder.encode('\r\n'));
  });
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const total = parts.reduce((n, p) => n + (p instanceof Blob ? p.size : p.byteLength), 0);

  let loaded = 0;
  let index = 0;
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        if (reader) {
          const { done, value } = await reader.read();
          if (!done) return emit(controller, value);
          reader = null;
          continue;
        }
        if (index >= parts.length) return controller.close();
        const part = parts[index++];
        if (part instanceof Blob) reader = part.stream().getReader();
        else return emit(controller, part);
      }
    },
    cancel() {
      void reader?.cancel();
    },
  });
  function emit(controller: ReadableStreamDefaultController<Uint8Array>, chunk: Uint8Array) {
    controller.enqueue(chunk);
    loaded += chunk.byteLength;
    request.onProgress?.({ loaded, total });
  }

  const response = await doFetch(request.url, {
    method: 'POST',
    headers: { ...request.headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(total) },
    body,
    signal: request.signal,
    // A streamed request body (Node's fetch requires the flag).
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, text: await response.text(), retryAfter: response.headers.get('retry-after') };
}
