import type { LogLevel } from './config.js';

/**
 * Structured logs: one JSON object per line on stdout. Every line passes through `redact`, so
 * no bearer token and no signed URL query string can reach a log, whoever calls the logger.
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
  /** Where a finished line goes. @default process.stdout */
  write?: (line: string) => void;
  /** Fields on every line. */
  bindings?: Record<string, unknown>;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(options: LoggerOptions = {}): Logger {
  const level = options.level ?? 'info';
  const write = options.write ?? ((line: string) => void process.stdout.write(line + '\n'));
  const bindings = options.bindings ?? {};
  const log = (lvl: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) => {
    if (RANK[lvl] < RANK[level]) return;
    const entry = redact({ level: lvl, time: new Date().toISOString(), msg, ...bindings, ...fields });
    write(JSON.stringify(entry));
  };
  return {
    level,
    debug: (msg, fields) => log('debug', msg, fields),
    info: (msg, fields) => log('info', msg, fields),
    warn: (msg, fields) => log('warn', msg, fields),
    error: (msg, fields) => log('error', msg, fields),
    child: (more) => createLogger({ level, write, bindings: { ...bindings, ...more } }),
    isEnabled: (lvl) => RANK[lvl] >= RANK[level],
  };
}

/** A logger that drops everything (tests and library defaults). */
export const silentLogger: Logger = createLogger({ level: 'silent' });

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
    out[key] = SECRET_KEY.test(key) && item != null ? '[redacted]' : redact(item, depth + 1);
  }
  return out;
}

function serializeError(error: Error): Record<string, unknown> {
  const out: Record<string, unknown> = { name: error.name, message: error.message };
  for (const key of ['code', 'upstream', 'route', 'status'] as const) {
    const v = (error as unknown as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = v;
  }
  if (error.stack) out.stack = error.stack;
  if (error.cause !== undefined) out.cause = error.cause instanceof Error ? serializeError(error.cause) : error.cause;
  return out;
}
