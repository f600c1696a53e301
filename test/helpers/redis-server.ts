import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * A Redis of the test's own (Debian's `redis-server`, nothing persisted), on an ephemeral
 * loopback port, that the test can stop, pause, resume and start again on the same port: what
 * an operator's Redis does on a bad day (issue 26). Never the shared Redis at 6379.
 */
export interface OwnRedis {
  url: string;
  port: number;
  /** SIGKILL, waited for: connections drop, every key is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty), once it accepts connections. */
  restart(): Promise<void>;
  /** SIGSTOP: connections stay open and nothing answers. */
  pause(): void;
  /** SIGCONT. */
  resume(): void;
  /** Stops it for good (at the end of a test file). */
  stop(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: () => killed(child, 'SIGKILL'),
    async restart() {
      child = await launch(port);
    },
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
    async stop() {
      child.kill('SIGCONT');
      await killed(child, 'SIGKILL');
    },
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resolves once the server says it accepts connections; rejects with its output if it exits first. */
function launch(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}:\n${output}`)));
  });
}

function killed(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
