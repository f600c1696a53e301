import { OTHER_SHAPES, SPEC_ONLY, startSandbox, type SandboxVariant } from './index.js';

/**
 * Standalone sandbox (`npm run sandbox`), e.g. as its own docker-compose service.
 * Env: SANDBOX_REST_PORT (4010), SANDBOX_GRAPH_PORT (4011), SANDBOX_STORAGE_PORT (4012),
 * SANDBOX_HOST (127.0.0.1; 0.0.0.0 in a container), SANDBOX_PUBLIC_STORAGE_URL (origin written
 * into signed URLs when clients reach storage under another name), SANDBOX_HOOKS=1,
 * SANDBOX_VARIANT (`spec-only` or `other-shapes`: one of the presets of presets.ts).
 */

const PRESETS: Record<string, SandboxVariant> = { 'spec-only': SPEC_ONLY, 'other-shapes': OTHER_SHAPES };

function preset(): SandboxVariant | undefined {
  const name = process.env.SANDBOX_VARIANT?.trim();
  if (!name) return undefined;
  if (!Object.hasOwn(PRESETS, name)) {
    console.error(`SANDBOX_VARIANT must be one of ${Object.keys(PRESETS).join(', ')}, got "${name}"`);
    process.exit(1);
  }
  return PRESETS[name];
}

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    console.error(`${name} must be a port number (0-65535), got "${raw}"`);
    process.exit(1);
  }
  return value;
}

const sandbox = await startSandbox({
  host: process.env.SANDBOX_HOST || '127.0.0.1',
  restPort: port('SANDBOX_REST_PORT', 4010),
  graphPort: port('SANDBOX_GRAPH_PORT', 4011),
  storagePort: port('SANDBOX_STORAGE_PORT', 4012),
  publicStorageUrl: process.env.SANDBOX_PUBLIC_STORAGE_URL || undefined,
  hooks: process.env.SANDBOX_HOOKS === '1' || process.env.SANDBOX_HOOKS === 'true',
  variant: preset(),
  // As the host: undecodable audio fails (tests keep the size estimate for synthetic bytes).
  behaviour: { audioDecoding: 'header' },
});

console.log(`sandbox REST     ${sandbox.restUrl}`);
console.log(`sandbox GraphQL  ${sandbox.graphUrl}/v2/graph-pq`);
console.log(`sandbox storage  ${sandbox.storageUrl}`);
console.log(`creator token    ${sandbox.token}`);
if (process.env.SANDBOX_VARIANT?.trim()) console.log(`variant          ${process.env.SANDBOX_VARIANT.trim()}`);
if (sandbox.hooks.enabled) console.log(`hooks            ${sandbox.restUrl}/__sandbox/log`);

const shutdown = (signal: string) => {
  console.log(`sandbox: ${signal}, closing`);
  sandbox.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
