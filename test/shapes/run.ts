import { spawnSync } from 'node:child_process';

/**
 * `npm run test:shapes -- --runs N [--seed S] [vitest options]`: the shape suite alone, with N
 * generated documents per property (npm test runs 3 per episode document and state, 5 per show
 * document) and another base seed. A failure prints fast-check's seed and shrunk counterexample;
 * the same --runs and --seed reproduce it.
 */
const args = process.argv.slice(2);
const env: NodeJS.ProcessEnv = { ...process.env };
const rest: string[] = [];
for (let i = 0; i < args.length; i++) {
  const flag = args[i];
  if ((flag === '--runs' || flag === '--seed') && i + 1 < args.length) {
    const value = args[++i];
    if (!/^-?\d+$/.test(value)) {
      console.error(`test:shapes: ${flag} takes an integer (got "${value}")`);
      process.exit(2);
    }
    env[flag === '--runs' ? 'SHAPES_RUNS' : 'SHAPES_SEED'] = value;
  } else {
    rest.push(flag);
  }
}
const result = spawnSync('npx', ['vitest', 'run', 'test/shapes', ...rest], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
