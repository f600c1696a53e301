import { hostname } from 'node:os';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import { pino, type DestinationStream, type Logger as Pino } from 'pino';
import type { LogLevel } from './config.js';

/**
 * Structured logs: one JSON object per line (pino), on stdout unless told otherwise. Every line
 * passes through `redact`, so no bearer token and no signed URL query string can reach a log,
 * whoever calls the logger; `LOG_REDACT` adds paths of the operator's own (pino's redaction).
 * The code logs through this small interface (message first, then fields), not pino's.
 */
export interface Logger {
  readonly level: LogLevel;
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  /** A logger whose lines all carry `bindings` (e.g. the request id). */
  child(bindings: Record<string, unknown>): Logger;
  isEnabled(level: Exclude<LogLevel, 'silent'>): boolean;
}

export interface LoggerOptions {
  /** @default 'info' */
  level?: LogLevel;
  /** Where a finished line goes (without its newline). @default stdout */
  write?: (line: string) => void;
  /** Fields on every line. */
  bindings?: Record<string, unknown>;
  /**
   * Extra paths to censor (`LOG_REDACT`), in pino's syntax: `variables.input.email`,
   * `*.password`, `headers["x-api-key"]`. The secret-named keys and strings of `redact` are
   * censored whatever this says.
   */
  redactPaths?: readonly string[];
}

export const REDACTED = '[redacted]';

export function createLogger(options: LoggerOptions = {}): Logger {
  const write = options.write;
  // stdout by default: pino's own asynchronous stream on the main thread, which pino flushes
  // when the process exits. On the gateway's thread (src/main.ts) pino flushes nothing at exit,
  // so lines go out as they are logged, as node's own stdout does on Linux.
  const destination: DestinationStream | undefined = write
    ? { write: (line: string) => write(line.endsWith('\n') ? line.slice(0, -1) : line) }
    : isMainThread
      ? undefined
      : pino.destination({ dest: 1, sync: true });
  return loggerOn(destination, options);
}

/**
 * The serving process's logger on stdout, and `end`, which resolves once every line logged is
 * written, in order. On the main thread the stream writes asynchronously and pino writes what is
 * left synchronously at exit, which can put the last line before one still being written (a
 * spawned gateway's log once read 'stopped' before 'shutting down'): shutdown ends the stream
 * before the process exits. At most `ENDING_MS` is waited (a stream whose reader has gone never
 * ends).
 */
export function processLogger(options: Omit<LoggerOptions, 'write'>): { logger: Logger; end(): Promise<void> } {
  if (!isMainThread) return { logger: createLogger(options), end: () => Promise.resolve() };
  const stream = pino.destination({ dest: 1, sync: false });
  const end = () =>
    new Promise<void>((resolve) => {
      setTimeout(resolve, ENDING_MS).unref();
      stream.once('close', () => resolve());
      try {
        stream.end();
      } catch {
        // Ended or broken already: nothing left to write.
        resolve();
      }
    });
  return { logger: loggerOn(stream, options), end };
}

const ENDING_MS = 1_000;

function loggerOn(destination: DestinationStream | undefined, options: LoggerOptions): Logger {
  const base = pino(
    {
      level: options.level ?? 'info',
      // Labels ("warn"), not pino's numbers: what LOG_LEVEL and the README name.
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => redact(fields) as Record<string, unknown>,
        bindings: (bindings) => redact(bindings) as Record<string, unknown>,
      },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Replicas write to one place: the host says which one wrote a line.
      base: { pid: process.pid, hostname: hostname() },
      ...(options.redactPaths?.length ? { redact: { paths: [...options.redactPaths], censor: REDACTED } } : {}),
    },
    destination,
  );
  const logger = new PinoLogger(base);
  return options.bindings ? logger.child(options.bindings) : logger;
}

/** Our interface over a pino logger: message first (and redacted: it may quote a URL), fields second. */
class PinoLogger implements Logger {
  constructor(private readonly pino: Pino) {}

  get level(): LogLevel {
    return this.pino.level as LogLevel;
  }

  debug(msg: string, fields?: Record<string, unknown>): void {
    if (this.pino.isLevelEnabled('debug')) this.pino.debug(fields ?? {}, redactString(msg));
  }

  info(msg: string, fields?: Record<string, unknown>): void {
    if (this.pino.isLevelEnabled('info')) this.pino.info(fields ?? {}, redactString(msg));
  }

  warn(msg: string, fields?: Record<string, unknown>): void {
    if (this.pino.isLevelEnabled('warn')) this.pino.warn(fields ?? {}, redactString(msg));
  }

  error(msg: string, fields?: Record<string, unknown>): void {
    if (this.pino.isLevelEnabled('error')) this.pino.error(fields ?? {}, redactString(msg));
  }

  child(bindings: Record<string, unknown>): Logger {
    // pino writes a child's bindings as given (its `bindings` formatter sees the root's only).
    return new PinoLogger(this.pino.child(redact(bindings) as Record<string, unknown>));
  }

  isEnabled(level: Exclude<LogLevel, 'silent'>): boolean {
    return this.pino.isLevelEnabled(level);
  }
}

const SECRET_KEY = /^(authorization|proxy-authorization|cookie|set-cookie|x-api-key|token|access_?token|password|secret|signedurl)$/i;
const BEARER = /\b(Bearer)\s+[^\s"',;]+/gi;
// A URL's query string may be a signature (signed storage URLs) or carry a token.
const URL_QUERY = /\b(https?:\/\/[^\s"'?#<>]+)\?[^\s"'#<>]*/gi;

export function redactString(text: string): string {
  return text.replace(BEARER, '$1 [redacted]').replace(URL_QUERY, '$1?[redacted]');
}

/** Deep copy of `value` with secrets removed: secret-named keys, bearer tokens, URL query strings. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactString(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[deep]';
  if (value instanceof Error) return redact(serializeError(value), depth + 1);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) && item != null ? REDACTED : redact(item, depth + 1);
  }
  return out;
}

/**
 * An error as a log object. The stack is kept (an unexpected error is a bug to find) with the
 * project's absolute paths made relative: they name the host's directories and add nothing.
 */
export function serializeError(error: Error): Record<string, unknown> {
  const out: Record<string, unknown> = { name: error.name, message: shortenPaths(error.message) };
  for (const key of ['code', 'upstream', 'route', 'status'] as const) {
    const v = (error as unknown as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = v;
  }
  if (error.stack) out.stack = shortenPaths(error.stack);
  if (error.cause !== undefined) out.cause = error.cause instanceof Error ? serializeError(error.cause) : error.cause;
  return out;
}

// The project's root: this file is src/logger.ts, or dist/logger.js once built.
const ROOT_PATH = fileURLToPath(new URL('..', import.meta.url));
const ROOT_URL = new URL('..', import.meta.url).href;

/** `/srv/app/src/x.ts:3:7` and `file:///srv/app/src/x.ts:3:7` as `src/x.ts:3:7`. */
export function shortenPaths(text: string): string {
  return text.replaceAll(ROOT_URL, '').replaceAll(ROOT_PATH, '');
}

/** A logger that drops everything (tests and library defaults). */
export const silentLogger: Logger = createLogger({ level: 'silent' });

/**
 * A child logger made on its first line: a request's context carries one, and most requests log
 * nothing (pino's child costs a bindings serialisation and redaction each time it is made).
 */
export function lazyChild(parent: Logger, bindings: Record<string, unknown>): Logger {
  return new LazyChildLogger(parent, bindings);
}

class LazyChildLogger implements Logger {
  #child: Logger | null = null;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Record<string, unknown>,
  ) {}

  get level(): LogLevel {
    return this.parent.level;
  }

  private get made(): Logger {
    return (this.#child ??= this.parent.child(this.bindings));
  }

  debug(msg: string, fields?: Record<string, unknown>): void {
    if (this.parent.isEnabled('debug')) this.made.debug(msg, fields);
  }

  info(msg: string, fields?: Record<string, unknown>): void {
    if (this.parent.isEnabled('info')) this.made.info(msg, fields);
  }

  warn(msg: string, fields?: Record<string, unknown>): void {
    if (this.parent.isEnabled('warn')) this.made.warn(msg, fields);
  }

  error(msg: string, fields?: Record<string, unknown>): void {
    if (this.parent.isEnabled('error')) this.made.error(msg, fields);
  }

  child(bindings: Record<string, unknown>): Logger {
    return this.parent.child({ ...this.bindings, ...bindings });
  }

  isEnabled(level: Exclude<LogLevel, 'silent'>): boolean {
    return this.parent.isEnabled(level);
  }
}
