import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_APP_ORIGIN, loadConfig } from '../../src/config.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems.map((p) => `${p.variable} ${p.message}`);
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('starts in sandbox mode with defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      upstream: null,
      appOrigin: DEFAULT_APP_ORIGIN,
      redisUrl: null,
      logLevel: 'info',
      upstreamTimeoutMs: 10_000,
      upstreamRetries: 2,
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('takes both upstream URLs, without trailing slashes', () => {
    const config = loadConfig({ UPSTREAM_REST_URL: 'https://api.example.com/podcasters/', UPSTREAM_GRAPH_URL: 'https://graph.example.com' });
    expect(config.upstream).toEqual({ restUrl: 'https://api.example.com/podcasters', graphUrl: 'https://graph.example.com' });
  });

  it('names a bad PORT and shows the value', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT must be an integer 0-65535 (got "abc")']);
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be an integer 0-65535 (got "70000")']);
  });

  it('refuses a URL that is not http(s)', () => {
    const problems = problemsOf({ UPSTREAM_REST_URL: 'ftp://files.example.com', UPSTREAM_GRAPH_URL: 'not a url' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^UPSTREAM_REST_URL must be an absolute http\(s\) URL/);
    expect(problems[1]).toMatch(/^UPSTREAM_GRAPH_URL must be an absolute http\(s\) URL/);
  });

  it('refuses exactly one upstream URL, naming the missing one', () => {
    expect(problemsOf({ UPSTREAM_REST_URL: 'https://api.example.com' })).toEqual([
      'UPSTREAM_GRAPH_URL must be set when UPSTREAM_REST_URL is set (set both, or neither to use the sandbox)',
    ]);
    expect(problemsOf({ UPSTREAM_GRAPH_URL: 'https://graph.example.com' })[0]).toMatch(/^UPSTREAM_REST_URL must be set/);
  });

  it('wants an origin (no path) for UPSTREAM_APP_ORIGIN', () => {
    expect(loadConfig({ UPSTREAM_APP_ORIGIN: 'https://studio.example.org/' }).appOrigin).toBe('https://studio.example.org');
    expect(problemsOf({ UPSTREAM_APP_ORIGIN: 'https://studio.example.org/app' })[0]).toMatch(/^UPSTREAM_APP_ORIGIN must be an origin/);
  });

  it('accepts redis:// and rediss:// URLs and never echoes a password', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    const [problem] = problemsOf({ REDIS_URL: 'http://user:s3cret@cache.example.com' });
    expect(problem).toMatch(/^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(problem).not.toContain('s3cret');
  });

  it("sizes the gateway thread's young generation from HEAP_YOUNG_GENERATION_MB, 0 for V8's own and the main thread", () => {
    expect(loadConfig({}).heapYoungGenerationMb).toBe(0);
    expect(loadConfig({ HEAP_YOUNG_GENERATION_MB: '96' }).heapYoungGenerationMb).toBe(96);
    expect(loadConfig({ HEAP_YOUNG_GENERATION_MB: '0' }).heapYoungGenerationMb).toBe(0);
    expect(loadConfig({ HEAP_YOUNG_GENERATION_MB: ' 48 ' }).heapYoungGenerationMb).toBe(48);
    expect(problemsOf({ HEAP_YOUNG_GENERATION_MB: '-1' })).toEqual(['HEAP_YOUNG_GENERATION_MB must be an integer 0-4096 (got "-1")']);
    expect(problemsOf({ HEAP_YOUNG_GENERATION_MB: 'big' })[0]).toMatch(/^HEAP_YOUNG_GENERATION_MB must be an integer/);
  });

  it('sizes the upstream pools from UPSTREAM_MAX_CONNECTIONS, by default for 1,000 calls of one route in flight', () => {
    // 50 clients asking 20 episodes each at real latency keep 1,000 overview calls in flight;
    // one route's bulkhead may use half of the connections.
    expect(loadConfig({}).upstreamMaxConnections / 2).toBeGreaterThanOrEqual(1_000);
    expect(loadConfig({ UPSTREAM_MAX_CONNECTIONS: ' 256 ' }).upstreamMaxConnections).toBe(256);
    expect(problemsOf({ UPSTREAM_MAX_CONNECTIONS: '0' })).toEqual(['UPSTREAM_MAX_CONNECTIONS must be an integer 1-100000 (got "0")']);
    expect(problemsOf({ UPSTREAM_MAX_CONNECTIONS: 'lots' })[0]).toMatch(/^UPSTREAM_MAX_CONNECTIONS must be an integer/);
  });

  it('reports every bad variable at once', () => {
    const problems = problemsOf({ PORT: '-1', LOG_LEVEL: 'loud', UPSTREAM_RETRIES: 'many', UPSTREAM_TIMEOUT_MS: '0' });
    expect(problems.map((p) => p.split(' ')[0]).sort()).toEqual(['LOG_LEVEL', 'PORT', 'UPSTREAM_RETRIES', 'UPSTREAM_TIMEOUT_MS']);
  });
});

describe('main with a bad environment', () => {
  it('prints one line naming the variable and exits 1', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env: { ...process.env, PORT: 'abc', LOG_LEVEL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    const configLines = output.split('\n').filter((line) => line.startsWith('config:'));
    expect(configLines).toEqual(['config: PORT must be an integer 0-65535 (got "abc")']);
  });
});
