import { Readable } from 'node:stream';

/**
 * A file argument (`Upload` scalar) as resolvers see it, whatever produced it: the streaming
 * multipart parser (the normal case) or a buffered File (yoga's default parser, in-process calls).
 */
export interface UploadFile {
  /** Waits for the part's headers (name and type) to arrive. Rejects if the part never comes. */
  ready(): Promise<void>;
  readonly fileName: string;
  readonly mimeType: string;
  /** Byte count when the transport knows it (a buffered File); null for a stream. */
  readonly knownSize: number | null;
  /** The bytes, once. */
  stream(): Readable;
  /** Lets the bytes go unread; the multipart layer then stops reading the request. */
  discard(): void;
}

/** The file part of a streaming multipart request; created before its bytes arrive. */
export class StreamingUpload implements UploadFile {
  fileName = '';
  mimeType = '';
  readonly knownSize = null;
  private source: Readable | null = null;
  private taken = false;
  private discarded = false;
  private readonly arrived: Promise<void>;
  private settle!: { resolve: () => void; reject: (error: Error) => void };

  constructor(readonly fieldName: string) {
    this.arrived = new Promise<void>((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    // A part nobody waits for must not become an unhandled rejection.
    this.arrived.catch(() => {});
  }

  /** Called by the parser when the part's headers arrive. */
  attach(stream: Readable, fileName: string, mimeType: string): void {
    this.source = stream;
    this.fileName = fileName;
    this.mimeType = mimeType;
    if (this.discarded) stream.resume();
    this.settle.resolve();
  }

  /** Called by the parser when the request ended without this part. */
  fail(error: Error): void {
    this.settle.reject(error);
  }

  ready(): Promise<void> {
    return this.arrived;
  }

  get consumed(): boolean {
    return this.taken;
  }

  get finished(): boolean {
    return this.source?.readableEnded ?? false;
  }

  stream(): Readable {
    if (!this.source) throw new Error('The file part has not arrived yet.');
    if (this.taken) throw new Error('The file was already read.');
    this.taken = true;
    return this.source;
  }

  discard(): void {
    this.discarded = true;
    if (this.source && !this.taken) this.source.resume();
  }
}

interface FileLike {
  name: string;
  type: string;
  size: number;
  stream(): ReadableStream<Uint8Array>;
}

const isFileLike = (v: unknown): v is FileLike =>
  typeof v === 'object' && v !== null && typeof (v as FileLike).stream === 'function' && typeof (v as FileLike).name === 'string';

/** The UploadFile behind an `Upload` argument, or null when the value is not a file. */
export function toUploadFile(value: unknown): UploadFile | null {
  if (value instanceof StreamingUpload) return value;
  if (isFileLike(value)) {
    let taken = false;
    return {
      ready: async () => {},
      fileName: value.name,
      mimeType: value.type,
      knownSize: value.size,
      stream() {
        if (taken) throw new Error('The file was already read.');
        taken = true;
        return Readable.fromWeb(value.stream() as import('node:stream/web').ReadableStream<Uint8Array>);
      },
      discard() {},
    };
  }
  return null;
}
