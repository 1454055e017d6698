// A remark plugin for `npm run lint:docs` (ADR 006): the docs name files of this repository as
// code (`shell/src/index.ts`) far more than as Markdown links, and those names go stale when code
// moves. Every repository path a doc names, in a code span or in text, must exist. Markdown links
// are remark-validate-links' job (.remarkrc.mjs runs both).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TOP = ['shell', 'remotes', 'shared', 'infra', 'e2e', 'bench', 'docs', '.ci'];
const PATH = new RegExp(`(?:^|[\\s(\`'"])((?:${TOP.map((t) => t.replace('.', '\\.')).join('|')})/[A-Za-z0-9_.@/#<>*{}[\\]…-]*)`, 'gu');
/** Commands in the docs run from the root or from e2e/, where the journeys run. */
const COMMAND_DIRS = ['', 'e2e'];
/** Patterns, placeholders and elisions name no one file: `remotes/<name>`, `modules/*`, `a/…`. */
const NOT_A_FILE = /[<>*{}[\]…]|\.\.\.$/u;

/** Generated outputs git ignores (dist/, bench/results/) are named before they exist. */
function ignoredBy(root) {
  const file = path.join(root, '.gitignore');
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  const prefixes = lines.map((l) => l.trim()).filter((l) => l && !l.startsWith('#') && !l.startsWith('!') && !l.includes('*'));
  return (name) =>
    prefixes.some((p) => {
      const plain = p.replace(/^\//u, '');
      if (p.endsWith('/')) return name.split('/').some((_, i, parts) => `${parts.slice(0, i + 1).join('/')}/` === plain || (!p.startsWith('/') && `${parts[i]}/` === plain));
      return name === plain || name.startsWith(`${plain}/`);
    });
}

/** Repository paths in a piece of text, as written (trailing punctuation off). */
export function namedPaths(text) {
  return [...text.matchAll(PATH)].map((m) => m[1].replace(/[.,:;)]+$/u, '').replace(/#.*$/u, '')).filter((p) => !NOT_A_FILE.test(p));
}

function walk(node, visit) {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** remark plugin: `{ root }` is the repository folder (default: the working directory). */
export function remarkDocPaths(options = {}) {
  const root = options.root ?? process.cwd();
  const ignored = ignoredBy(root);
  return (tree, file) => {
    walk(tree, (node) => {
      if (node.type !== 'inlineCode' && node.type !== 'text' && node.type !== 'code') return;
      // A code block or a code span with a space in it is a command: its paths may be e2e/'s.
      const dirs = node.type === 'code' || (node.type === 'inlineCode' && /\s/u.test(node.value)) ? COMMAND_DIRS : [''];
      for (const named of namedPaths(node.value)) {
        const target = named.replace(/\/$/u, '');
        if (dirs.some((dir) => existsSync(path.join(root, dir, target))) || ignored(target)) continue;
        file.message(`\`${named}\` names no file or folder of the repository`, node, 'doc-paths:missing');
      }
    });
  };
}
