import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 28: docs/clients.md shows each client setup as it is in examples/clients (which
 * test/integration/client-libraries.test.ts runs), so an example cannot drift from what runs:
 * every TypeScript block of the page is one of those files word for word, and every file is on
 * the page. The README's table of client libraries names the versions installed here.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const page = readFileSync(join(ROOT, 'docs/clients.md'), 'utf8');
const EXAMPLES = 'examples/clients';

/** Each fenced TypeScript block of the page, with the example file named in the comment right above it (if any). */
function tsBlocks(markdown: string): Array<{ file: string | null; code: string; line: number }> {
  const blocks: Array<{ file: string | null; code: string; line: number }> = [];
  const pattern = /(?:<!-- example: (\S+) -->\n)?```ts\n([\s\S]*?)```/g;
  for (const match of markdown.matchAll(pattern)) {
    blocks.push({ file: match[1] ?? null, code: match[2], line: markdown.slice(0, match.index).split('\n').length });
  }
  return blocks;
}

describe('docs/clients.md', () => {
  const blocks = tsBlocks(page);

  it('shows only examples that run: every TypeScript block names its file under examples/clients', () => {
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.filter((b) => b.file === null).map((b) => `line ${b.line}`)).toEqual([]);
    for (const block of blocks) expect(block.file!.startsWith(`${EXAMPLES}/`), block.file!).toBe(true);
  });

  it('shows each example file word for word', () => {
    for (const block of blocks) {
      expect(block.code, `${block.file} (docs/clients.md line ${block.line})`).toBe(readFileSync(join(ROOT, block.file!), 'utf8'));
    }
  });

  it('shows every example file', () => {
    const files = readdirSync(join(ROOT, EXAMPLES)).filter((f) => f.endsWith('.ts')).map((f) => `${EXAMPLES}/${f}`).sort();
    expect([...new Set(blocks.map((b) => b.file))].sort()).toEqual(files);
  });

  it('finds drift: a changed line in a file no longer matches the page', () => {
    const drifted = page.replace("headers: { authorization: `Bearer ${token}` } }),\n    // Each type's key", "headers: {} }),\n    // Each type's key");
    expect(drifted).not.toBe(page);
    const apollo = tsBlocks(drifted).find((b) => b.file === `${EXAMPLES}/apollo-http.ts`)!;
    expect(apollo.code).not.toBe(readFileSync(join(ROOT, apollo.file!), 'utf8'));
  });
});

describe('README: client libraries', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Clients'), readme.indexOf('\n## ', readme.indexOf('## Clients') + 1));

  it('names the version of each library the tests run', () => {
    for (const name of ['@apollo/client', '@urql/core', '@urql/exchange-graphcache', 'graphql-ws', 'graphql-sse', 'relay-runtime']) {
      const { version } = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
      expect(section, name).toMatch(new RegExp(`\\| \`${name.replace('/', '\\/')}\` \\| ${version.replace(/\./g, '\\.')} \\|`));
    }
  });
});
