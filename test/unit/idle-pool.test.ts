import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errors } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IdlePool } from '../../src/http/idle-pool.js';

/** A loopback upstream that holds each answer until the test releases it, and says which socket each request came on. */
let server: Server;
let origin: string;
let sockets = 0;
let held: Array<{ req: IncomingMessage; res: ServerResponse }> = [];
let hold = false;
const pools: IdlePool[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (hold) held.push({ req, res });
      else answer(req, res);
    });
  });
  server.on('connection', () => sockets++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(async () => {
  hold = false;
  for (const { req, res } of held.splice(0)) answer(req, res);
  await Promise.all(pools.splice(0).map((pool) => pool.destroy()));
  server.closeAllConnections();
  sockets = 0;
});

function answer(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/plain' }).end(`${req.url} ${req.socket.remotePort}`);
}

function poolOf(connections: number): IdlePool {
  const pool = new IdlePool(origin, { connections });
  pools.push(pool);
  return pool;
}

/** The answer's text: the path asked and the client port it came from. */
async function get(pool: IdlePool, path: string, headers: Record<string, string> = {}): Promise<{ path: string; port: string }> {
  const { body } = await pool.request({ path, method: 'GET', headers });
  const [answered, port] = (await body.text()).split(' ');
  return { path: answered, port };
}

/** A connection says it is free (`drain`) just after its answer is read: calls made a tick later find it. */
const aTickLater = () => new Promise((resolve) => setImmediate(resolve));

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('IdlePool', () => {
  it('serves calls made one after another on one connection', async () => {
    const pool = poolOf(8);
    const ports = new Set<string>();
    for (let i = 0; i < 5; i++) {
      ports.add((await get(pool, `/${i}`)).port);
      await aTickLater();
    }
    expect(ports.size).toBe(1);
    expect(sockets).toBe(1);
    expect(pool.size).toBe(1);
  });

  it('opens at most `connections`; the calls beyond wait, and reach the upstream in the order they were made', async () => {
    const pool = poolOf(2);
    hold = true;
    const calls = ['/a', '/b', '/c', '/d', '/e'].map((path) => get(pool, path));
    await until(() => held.length === 2);
    expect(sockets).toBe(2);
    expect(held.map(({ req }) => req.url)).toEqual(['/a', '/b']);
    const order: string[] = [];
    while (order.length < 5) {
      await until(() => held.length > 0);
      const next = held.shift()!;
      order.push(next.req.url!);
      answer(next.req, next.res);
    }
    expect(order).toEqual(['/a', '/b', '/c', '/d', '/e']);
    expect((await Promise.all(calls)).map((answered) => answered.path)).toEqual(['/a', '/b', '/c', '/d', '/e']);
    expect(sockets).toBe(2);
    expect(pool.size).toBe(2);
  });

  it('serves 1,500 calls waiting for one connection, in the order they were made', async () => {
    const pool = poolOf(1);
    const paths = Array.from({ length: 1_500 }, (_, i) => `/${i}`);
    const answered = await Promise.all(paths.map((path) => get(pool, path)));
    expect(answered.map((one) => one.path)).toEqual(paths);
    expect(new Set(answered.map((one) => one.port)).size).toBe(1);
    expect(pool.size).toBe(1);
  });

  it('hands the next call the connection freed last', async () => {
    const pool = poolOf(3);
    hold = true;
    const calls = ['/a', '/b', '/c'].map((path) => get(pool, path));
    await until(() => held.length === 3);
    // Freed in the order b, c, a: the next call goes out on a's connection.
    for (const path of ['/b', '/c', '/a']) {
      const at = held.findIndex(({ req }) => req.url === path);
      const [{ req, res }] = held.splice(at, 1);
      answer(req, res);
      await calls[['/a', '/b', '/c'].indexOf(path)];
    }
    const a = await calls[0];
    hold = false;
    await aTickLater();
    expect((await get(pool, '/next')).port).toBe(a.port);
    expect(sockets).toBe(3);
  });

  it('keeps a connection usable after it refused a call at once (an invalid header)', async () => {
    const pool = poolOf(1);
    await expect(get(pool, '/bad', { 'x-bad': 'a\nb' })).rejects.toBeInstanceOf(errors.InvalidArgumentError);
    // Had the pool counted that connection as busy, this call would wait for ever.
    expect((await get(pool, '/good')).path).toBe('/good');
  });

  it('closes once the waiting calls are answered, and refuses calls after that', async () => {
    const pool = poolOf(1);
    hold = true;
    const first = get(pool, '/first');
    const second = get(pool, '/second');
    await until(() => held.length === 1);
    let closed = false;
    const closing = pool.close().then(() => (closed = true));
    await expect(get(pool, '/late')).rejects.toBeInstanceOf(errors.ClientClosedError);
    hold = false;
    const { req, res } = held.shift()!;
    answer(req, res);
    expect((await first).path).toBe('/first');
    expect((await second).path).toBe('/second');
    await closing;
    expect(closed).toBe(true);
    expect(pool.closed).toBe(true);
  });

  it('fails the waiting calls with the error it is destroyed with', async () => {
    const pool = poolOf(1);
    hold = true;
    const first = get(pool, '/first');
    const second = get(pool, '/second');
    await until(() => held.length === 1);
    const reason = new Error('shutting down');
    const failed = Promise.allSettled([first, second]);
    await pool.destroy(reason);
    expect((await failed).map((outcome) => (outcome.status === 'rejected' ? outcome.reason : outcome.value))).toEqual([reason, reason]);
    expect(pool.destroyed).toBe(true);
  });
});
