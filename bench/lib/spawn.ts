import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A server the bench started in its own process; its output is kept for error reports. */
export interface BenchProcess {
  name: string;
  pid: number;
  child: ChildProcess;
  /** Last lines the process printed (stdout and stderr). */
  output(): string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with the exit code (null when killed). */
  stop(graceMs?: number): Promise<number | null>;
}

/** Every process this run started and has not seen exit: a run's time bound stops them all, whichever scenario started them. */
const running = new Set<BenchProcess>();

/** Stops every process still running (SIGTERM, then SIGKILL after `graceMs`). */
export function stopAllProcesses(graceMs?: number): Promise<Array<number | null>> {
  return Promise.all([...running].map((p) => p.stop(graceMs)));
}

export function startProcess(name: string, command: string, args: string[], env: Record<string, string>): BenchProcess {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid === undefined) throw new Error(`${name}: could not start ${command}`);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const proc: BenchProcess = {
    name,
    pid: child.pid,
    child,
    output: () => lines.join('\n'),
    async stop(graceMs = 5_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
  running.add(proc);
  void exited.then(() => running.delete(proc));
  return proc;
}

/** A TCP port free on 127.0.0.1 right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until `ok(status)` or the process dies or `timeoutMs` passes. */
export async function waitForHttp(proc: BenchProcess, url: string, ok: (status: number) => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) {
      throw new Error(`${proc.name} exited before it was ready:\n${proc.output()}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      await res.arrayBuffer();
      if (ok(res.status)) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${proc.name} not ready at ${url} after ${timeoutMs} ms:\n${proc.output()}`);
}
