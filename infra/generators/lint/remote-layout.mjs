// The one remote layout and its one import alias (docs/decisions/186-one-remote-layout.md), as
// lint rules: `npm run new:remote` writes this layout (it imports REMOTE_IMPORTS from here) and
// lint keeps every remote in it. Plain ESLint rules, no dependencies, registered in
// eslint.config.mjs beside the layout rules of ADR 184.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The package.json "imports" of every remote. One alias, #app, whose folders fix the file kind:
 * endpoints and helpers are .ts, components .tsx, so no target needs an extension guessed
 * (TypeScript does not guess extensions for package imports; webpack and Vite would).
 */
export const REMOTE_IMPORTS = Object.freeze({
  '#app/api/*': './src/api/*.ts',
  '#app/components/*': './src/components/*.tsx',
  '#app/lib/*': './src/lib/*.ts',
  '#app/texts': './src/texts.ts',
});

// Names are layout/kebab-case-filename's business (ADR 184); this rule looks at folders and kinds.
const NAME = '[^/.]+';
const TEST = '(?:\\.test)?';
/** Where a file of remotes/<name>/src may be (path below src/). */
const PLACES = [
  { pattern: new RegExp(`^(?:lifecycle${TEST}\\.tsx|routes${TEST}\\.tsx?|texts\\.ts)$`, 'u'), what: 'src/lifecycle.tsx, src/routes.tsx, src/texts.ts (and their tests)' },
  { pattern: new RegExp(`^api/(?:${NAME}/)*${NAME}${TEST}\\.ts$`, 'u'), what: 'src/api/*.ts (remote-wide endpoints)' },
  { pattern: new RegExp(`^components/(?:${NAME}/)*${NAME}${TEST}\\.tsx$`, 'u'), what: 'src/components/*.tsx (remote-wide components)' },
  { pattern: new RegExp(`^lib/(?:${NAME}/)*${NAME}${TEST}\\.ts$`, 'u'), what: 'src/lib/*.ts (remote-wide hooks and helpers, no JSX)' },
  { pattern: new RegExp(`^features/${NAME}/(?:api|components|hooks|stores|utils)/.+\\.tsx?$`, 'u'), what: 'src/features/<feature>/{api,components,hooks,stores,utils}/' },
];
const ROOT_FILES = new Set(['webpack.config.ts']);
/** The folders the alias reaches; src/texts.ts counts as one. */
const REMOTE_WIDE = /^(api|components|lib)\/|^texts(?:\.ts)?$/u;
const ALIAS = /^#app\/(?:(?:api|components|lib)\/[a-z0-9/-]+|texts)$/u;
/** layout/feature-boundaries (ADR 184) already reports a feature reached through the alias. */
const FEATURE_ALIAS = /^#app\/features\//u;

const toPosix = (file) => file.split(path.sep).join('/');

/** { root, remote, rest } of a file under remotes/<remote>/, rest relative to that folder. */
function locate(file) {
  const posix = toPosix(file);
  const match = /^(.*\/)?remotes\/([^/]+)\/(.+)$/u.exec(posix);
  if (!match) return null;
  return { root: `${match[1] ?? ''}remotes/${match[2]}`, remote: match[2], rest: match[3] };
}

const filePlace = {
  meta: {
    type: 'problem',
    docs: { description: 'A remote file sits where the house layout puts it (ADR 186).' },
    schema: [],
    messages: { place: '{{file}} is outside the remote layout: code lives in {{places}}.' },
  },
  create(context) {
    const at = locate(context.filename);
    if (!at) return {};
    return {
      Program(node) {
        const ok = at.rest.startsWith('src/') ? PLACES.some((place) => place.pattern.test(at.rest.slice(4))) : ROOT_FILES.has(at.rest);
        if (!ok) context.report({ node, messageId: 'place', data: { file: `remotes/${at.remote}/${at.rest}`, places: PLACES.map((p) => p.what).join('; ') } });
      },
    };
  },
};

function sameImports(actual) {
  if (!actual || typeof actual !== 'object') return false;
  const keys = Object.keys(actual);
  return keys.length === Object.keys(REMOTE_IMPORTS).length && keys.every((key) => actual[key] === REMOTE_IMPORTS[key]);
}

const importAlias = {
  meta: {
    type: 'problem',
    docs: { description: 'A remote reaches its remote-wide code through the one #app alias (ADR 186).' },
    schema: [],
    messages: {
      alias: "'{{source}}' is not the remote alias: use #app/api/*, #app/components/*, #app/lib/* or #app/texts.",
      relative: "'{{source}}' reaches remote-wide code by path: import it as '{{suggestion}}'.",
      imports: 'remotes/{{remote}}/package.json "imports" must be exactly {{expected}} (the one remote alias).',
    },
  },
  create(context) {
    const at = locate(context.filename);
    if (!at || !at.rest.startsWith('src/')) return {};
    const here = at.rest.slice(4);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      if (source.startsWith('#')) {
        if (!ALIAS.test(source) && !FEATURE_ALIAS.test(source)) context.report({ node: node.source, messageId: 'alias', data: { source } });
        return;
      }
      if (!source.startsWith('.')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(here), source));
      if (target.startsWith('..') || !REMOTE_WIDE.test(target)) return;
      // Beside each other in one remote-wide folder, a relative import is the plain way.
      if (target.split('/')[0] === here.split('/')[0] && here.includes('/')) return;
      const suggestion = `#app/${target.replace(/\.tsx?$/u, '')}`;
      context.report({ node: node.source, messageId: 'relative', data: { source, suggestion } });
    };
    const visitors = { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
    // The package.json half of the rule runs once per remote, on its lifecycle.
    if (here === 'lifecycle.tsx') {
      visitors.Program = (node) => {
        let imports;
        try {
          imports = JSON.parse(readFileSync(path.join(path.dirname(path.dirname(context.filename)), 'package.json'), 'utf8')).imports;
        } catch {
          imports = undefined;
        }
        if (!sameImports(imports)) context.report({ node, messageId: 'imports', data: { remote: at.remote, expected: JSON.stringify(REMOTE_IMPORTS) } });
      };
    }
    return visitors;
  },
};

export const remoteLayoutPlugin = { rules: { 'file-place': filePlace, 'import-alias': importAlias } };
