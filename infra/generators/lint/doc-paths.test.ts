import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remark } from 'remark';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedPaths, remarkDocPaths } from './doc-paths.mjs';

// The docs check of `npm run lint:docs` (ADR 006), run on Markdown written here against a
// throwaway repository: a named path that is gone fails, one that is there, a pattern or a
// generated output does not.
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'fh-doc-paths-'));
  await mkdir(path.join(root, 'shell', 'src'), { recursive: true });
  await mkdir(path.join(root, 'e2e', 'shell'), { recursive: true });
  await writeFile(path.join(root, 'shell', 'src', 'index.ts'), '');
  await writeFile(path.join(root, 'e2e', 'shell', 'first-paint.spec.ts'), '');
  await writeFile(path.join(root, '.gitignore'), 'dist/\nbench/results/\n');
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function problems(markdown: string): Promise<string[]> {
  const file = await remark().use(remarkDocPaths, { root }).process(markdown);
  return file.messages.map((m) => m.reason);
}

describe('doc paths', () => {
  it('fails on a repository path that names nothing, in a code span or in text', async () => {
    expect(await problems('The entry is `shell/src/main.ts`.\n')).toEqual(['`shell/src/main.ts` names no file or folder of the repository']);
    expect(await problems('Decisions: docs/decisions/090.\n')).toEqual(['`docs/decisions/090` names no file or folder of the repository']);
  });

  it('passes a path that is there, a pattern, a generated output, and a command run in e2e/', async () => {
    expect(await problems('The entry is `shell/src/index.ts`, under `shell/src/`.\n')).toEqual([]);
    expect(await problems('Each `remotes/<name>/remote.json`, `shell/src/**/*.ts` and `shell/dist/index.html`; results in bench/results/.\n')).toEqual([]);
    expect(await problems('In `e2e/`: `npx playwright test shell/first-paint.spec.ts`.\n')).toEqual([]);
  });

  it('reads the paths a text names, without trailing punctuation or anchors', () => {
    expect(namedPaths('see shell/src/index.ts, then (docs/architecture.md#tests).')).toEqual(['shell/src/index.ts', 'docs/architecture.md']);
  });
});
