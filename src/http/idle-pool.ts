import { Client, Dispatcher, errors } from 'undici';

/**
 * Connections to one origin, as undici's `Pool`, that hand a call the connection freed last in
 * constant time. undici 7's `Pool` looks for a free connection by walking every connection it
 * holds, twice per call (the second walk only to learn whether another is free, and it opens a
 * connection when none is); under a fan-out with a thousand calls in flight that walk cost about
 * 7 µs a call, 6 % of q3's CPU (docs/performance.md, "A free connection without a walk").
 *
 * Each connection is one undici `Client`, which does everything per connection as it does in a
 * `Pool`: connecting, keep-alive, timeouts, failing its own calls when it cannot connect. This
 * class only chooses: the idle connection used last (its socket the likeliest to be open), else a
 * new one while fewer than `connections` exist, else the call waits in order for the first that
 * frees. A `Client` says it can take another call by returning true from `dispatch`, and by
 * emitting `drain` after it returned false; those two are the only states read here.
 */
export interface IdlePoolOptions extends Client.Options {
  /** At most this many connections. */
  connections: number;
}

type Waiting = { opts: Dispatcher.DispatchOptions; handler: Dispatcher.DispatchHandler };

export class IdlePool extends Dispatcher {
  readonly #origin: URL;
  readonly #options: Client.Options;
  readonly #max: number;
  readonly #clients: Client[] = [];
  /** Connections that can take a call now, the one freed last on top. */
  readonly #idle: Client[] = [];
  /** Calls waiting for a connection, in order (shifted, as the bulkhead's queue is in http/resilience.ts). */
  readonly #waiting: Waiting[] = [];
  #closed = false;
  #destroyed = false;
  #whenEmptied: (() => void) | null = null;

  constructor(origin: string | URL, options: IdlePoolOptions) {
    super();
    const { connections, ...clientOptions } = options;
    this.#origin = new URL(new URL(origin).origin);
    this.#options = clientOptions;
    this.#max = connections;
  }

  get closed(): boolean {
    return this.#closed;
  }

  get destroyed(): boolean {
    return this.#destroyed;
  }

  /** Connections opened so far (kept, as undici's `Pool` keeps them, until the pool closes). */
  get size(): number {
    return this.#clients.length;
  }

  override dispatch(opts: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    if (this.#closed || this.#destroyed) {
      handler.onError?.(this.#destroyed ? new errors.ClientDestroyedError() : new errors.ClientClosedError());
      return false;
    }
    const client = this.#idle.pop() ?? (this.#clients.length < this.#max ? this.#open() : undefined);
    if (client === undefined) {
      this.#waiting.push({ opts, handler });
      return false;
    }
    // false: busy until its `drain`; or it refused the call at once (undici hands the error to the
    // handler), and then it holds no call and will send no `drain`.
    if (client.dispatch(opts, handler) || client.stats.size === 0) this.#idle.push(client);
    return true;
  }

  override close(): Promise<void>;
  override close(callback: () => void): void;
  override close(callback?: () => void): Promise<void> | void {
    this.#closed = true;
    const emptied = this.#waiting.length === 0 ? Promise.resolve() : new Promise<void>((resolve) => (this.#whenEmptied = resolve));
    const closed = emptied.then(() => Promise.all(this.#clients.map((client) => client.close()))).then(() => undefined);
    if (!callback) return closed;
    void closed.then(callback);
  }

  override destroy(): Promise<void>;
  override destroy(err: Error | null): Promise<void>;
  override destroy(callback: () => void): void;
  override destroy(err: Error | null, callback: () => void): void;
  override destroy(errOrCallback?: Error | null | (() => void), callback?: () => void): Promise<void> | void {
    const err = typeof errOrCallback === 'function' ? null : (errOrCallback ?? null);
    const done = typeof errOrCallback === 'function' ? errOrCallback : callback;
    this.#destroyed = true;
    const waiting = this.#waiting.splice(0);
    for (const { handler } of waiting) handler.onError?.(err ?? new errors.ClientDestroyedError());
    this.#whenEmptied?.();
    const destroyed = Promise.all(this.#clients.map((client) => client.destroy(err))).then(() => undefined);
    if (!done) return destroyed;
    void destroyed.then(done);
  }

  #open(): Client {
    const client = new Client(this.#origin, this.#options);
    client.on('drain', () => this.#freed(client));
    // A connection's own failures reach the calls on it; the pool only passes them on.
    client.on('connect', (origin, targets) => this.emit('connect', origin, [this, ...targets]));
    client.on('disconnect', (origin, targets, error) => this.emit('disconnect', origin, [this, ...targets], error));
    client.on('connectionError', (origin, targets, error) => this.emit('connectionError', origin, [this, ...targets], error));
    this.#clients.push(client);
    return client;
  }

  /** A connection can take calls again: the waiting ones first, in order. */
  #freed(client: Client): void {
    while (this.#waiting.length > 0) {
      const next = this.#waiting.shift()!;
      if (this.#waiting.length === 0) {
        // With the targets undici's own pools give, which an `Agent` holding this pool spreads.
        (this.emit as (...args: unknown[]) => boolean)('drain', this.#origin, [this]);
        this.#whenEmptied?.();
      }
      if (!client.dispatch(next.opts, next.handler) && client.stats.size > 0) return;
    }
    if (!this.#destroyed) this.#idle.push(client);
  }
}
