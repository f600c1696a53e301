import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';

/**
 * The production start (`node dist/main.js`) runs the gateway on the main thread, or with
 * HEAP_YOUNG_GENERATION_MB above 0 on a worker thread (src/main.ts). The other spawned gateways
 * of the suite run through tsx, which Node 20 does not give a worker, so they take the main
 * thread: this file compiles src/ as `npm run build` does (each file on its own, assets copied)
 * and starts the result both ways.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Where dist/ is, one level below the root: the code reads the root's schema/ and the built
// dashboard relative to itself, and resolves its packages from the root's node_modules.
const OUT = join(ROOT, `.gateway-thread-test-${process.pid}`);

let sandbox: Sandbox;
beforeAll(async () => {
  compile(join(ROOT, 'src'), OUT);
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox?.close();
  rmSync(OUT, { recursive: true, force: true });
});

describe.each([
  ['on the main thread (the default)', '0'],
  ['on a worker thread (HEAP_YOUNG_GENERATION_MB=96)', '96'],
])('the built start command, %s', { timeout: 150_000 }, (_, young) => {
  it('answers, stops on SIGTERM with exit 0, and its last log line is written', async () => {
    const gateway = start({ LOG_LEVEL: 'info', HEAP_YOUNG_GENERATION_MB: young });
    const url = await gateway.listening;
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sandbox.token}` },
      body: JSON.stringify({ query: '{ episode(id: 700003) { title } }' }),
    });
    expect(await res.json()).toEqual({ data: { episode: { title: 'The Night Shift #1: Field Notes' } } });
    gateway.child.kill('SIGTERM');
    const run = await gateway.exited;
    expect(run.code).toBe(0);
    // The thread's logger writes as it logs: an asynchronous stdout would lose these at exit.
    const messages = run.lines.filter((line) => line.startsWith('{')).map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages.slice(-2)).toEqual(['shutting down', 'stopped']);
  });

  it('ends with one line and exit 1 when a start step fails', async () => {
    const busy = createServer();
    const port = await new Promise<number>((resolve) => busy.listen(0, () => resolve((busy.address() as AddressInfo).port)));
    try {
      const run = await start({ PORT: String(port), UPSTREAM_INTROSPECTION_TOKEN: sandbox.token, HEAP_YOUNG_GENERATION_MB: young }).exited;
      expect(run.code).toBe(1);
      expect(run.lines).toEqual([`start: cannot listen on port ${port}: it is already in use (EADDRINUSE); set PORT to a free port`]);
    } finally {
      await new Promise((resolve) => (busy as Server).close(resolve));
    }
  });
});

interface Started {
  child: ReturnType<typeof spawn>;
  /** The base URL the banner names, once it is printed. */
  listening: Promise<string>;
  /** Exit code and every non-empty output line (stdout and stderr). */
  exited: Promise<{ code: number | null; lines: string[] }>;
}

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [join(OUT, 'main.js')], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', UPSTREAM_REST_URL: sandbox.restUrl, UPSTREAM_GRAPH_URL: sandbox.graphUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const cap = setTimeout(() => child.kill('SIGKILL'), 120_000);
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /GraphiQL: (http:\/\/\S+)\/graphql/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', () => reject(new Error(`gateway exited before listening:\n${output}`)));
  });
  listening.catch(() => undefined);
  const exited = new Promise<{ code: number | null; lines: string[] }>((resolve) =>
    child.once('close', (code) => {
      clearTimeout(cap);
      resolve({ code, lines: output.split('\n').filter((line) => line.trim() !== '') });
    }),
  );
  return { child, listening, exited };
}

/** src/ as `npm run build` emits it: every .ts file transpiled alone (the project sets isolatedModules), .graphql and .json copied. */
function compile(from: string, to: string): void {
  const { config } = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
  for (const file of walk(from)) {
    const target = join(to, relative(from, file));
    mkdirSync(dirname(target), { recursive: true });
    if (extname(file) === '.ts') {
      // ES modules, as NodeNext emits them for this `"type": "module"` package (a file alone does not know its package).
      const compilerOptions = { ...options, module: ts.ModuleKind.ES2022, sourceMap: false };
      const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), { compilerOptions, fileName: file });
      writeFileSync(target.replace(/\.ts$/, '.js'), outputText);
    } else if (extname(file) === '.graphql' || extname(file) === '.json') {
      cpSync(file, target);
    }
  }
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
