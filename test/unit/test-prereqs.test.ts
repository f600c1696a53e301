import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * scripts/test-prereqs.sh (npm test's pretest) where it may not install anything (not root):
 * nothing missing passes quietly; something missing stops at once with one line naming it and
 * the command to run. Run as `nobody` when the test runs as root, so it never installs here.
 */
const asRoot = process.getuid?.() === 0;
// A copy `nobody` can read wherever the checkout lives (a clone under /root is closed to it).
const dir = mkdtempSync(join(tmpdir(), 'test-prereqs-'));
const SCRIPT = join(dir, 'test-prereqs.sh');
copyFileSync(fileURLToPath(new URL('../../scripts/test-prereqs.sh', import.meta.url)), SCRIPT);
chmodSync(dir, 0o755);
chmodSync(SCRIPT, 0o755);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(env: Record<string, string>) {
  const command = asRoot ? 'runuser' : 'bash';
  const args = asRoot ? ['-u', 'nobody', '--', 'env', ...Object.entries(env).map(([k, v]) => `${k}=${v}`), 'bash', SCRIPT] : [SCRIPT];
  const result = spawnSync(command, args, { env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env }, encoding: 'utf8', timeout: 20_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('test prerequisites', () => {
  it('stops with one line naming what is missing and the command to run', () => {
    // Port 1 on loopback: nothing answers there.
    const result = run({ TEST_PREREQS_CHROMIUM: '/nonexistent/chromium', TEST_REDIS_URL: 'redis://127.0.0.1:1' });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^npm test needs Chromium at \/nonexistent\/chromium, Redis on 127\.0\.0\.1:1; run: sudo apt-get install -y chromium/);
    expect(lines[0]).toMatch(/redis-server --daemonize yes --bind 127\.0\.0\.1 --port 1/);
  });

  it('refuses a Redis elsewhere that does not answer, without trying to install one', () => {
    const result = run({ TEST_REDIS_URL: 'redis://127.0.0.2:1' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('test prerequisites: Redis at TEST_REDIS_URL (127.0.0.2:1) does not answer; start it, or unset TEST_REDIS_URL to use 127.0.0.1:6379');
  });

  it('passes quietly when Chromium and Redis are there', () => {
    const result = run({ TEST_PREREQS_CHROMIUM: '/bin/sh', TEST_REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' });
    expect(result).toEqual({ status: 0, stdout: '', stderr: '' });
  });
});
