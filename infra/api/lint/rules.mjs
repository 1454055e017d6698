// Lint rules for what the API's module layout promises (docs/decisions/171-api-module-contract.md,
// 175-one-owner-per-table.md): a module reaches another only through its index, an index offers
// services (never a repository's functions), SQL lives only in repositories (the platform's as
// well as the modules'), and routes call services. Plain ESLint rules, no dependencies,
// registered in eslint.config.mjs, which also says which files each rule covers.
import path from 'node:path';

const MODULES_SEGMENT = `${path.sep}infra${path.sep}api${path.sep}src${path.sep}modules${path.sep}`;

/** { root, module, rest } of a file under infra/api/src/modules/<module>/<rest>, else null. */
function locate(file) {
  const at = file.indexOf(MODULES_SEGMENT);
  if (at === -1) return null;
  const root = file.slice(0, at + MODULES_SEGMENT.length);
  const [module, ...rest] = file.slice(root.length).split(path.sep);
  // Files right under modules/ (the contract and discovery) belong to no module.
  if (rest.length === 0) return { root, module: null, rest: module ?? '' };
  return { root, module, rest: rest.join('/') };
}

const isIndex = (rest) => rest === '' || /^index(\.ts)?$/u.test(rest);

const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'An API module imports another module only through its index (modules/<name> or modules/<name>/index).' },
    schema: [],
    messages: { deep: "'{{source}}' reaches into module '{{target}}'; import its public surface instead: '{{suggestion}}'." },
  },
  create(context) {
    const from = locate(context.filename);
    if (!from?.module) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = locate(path.resolve(path.dirname(context.filename), source));
      if (!target?.module || target.module === from.module || isIndex(target.rest)) return;
      const suggestion = path.relative(path.dirname(context.filename), path.join(target.root, target.module)).split(path.sep).join('/');
      context.report({ node: node.source, messageId: 'deep', data: { source, target: target.module, suggestion } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

// Text that starts like a statement: the SQL of a module belongs in its *.repository.ts. SQL is
// written in one case (house style: lower), so an English sentence ("Select a job ...") is not SQL.
const STATEMENT = String.raw`^\s*(?:select\s[\s\S]*\sfrom\s|select\s+\w+\s*\(|insert\s+into\s|update\s+\w+(?:\s+\w+)?\s+set\s|delete\s+from\s|with\s+\w+\s+as\s*\(|create\s+(?:table|index|unique\s+index)\s|alter\s+table\s)`;
const SQL_START = [new RegExp(STATEMENT, 'u'), new RegExp(STATEMENT.replace(/[a-z]{2,}/gu, (word) => word.toUpperCase()), 'u')];
const DB_METHODS = new Set(['query', 'one', 'exec']);
// The names the data layer goes by in this code base: a Db, a Tx, a Queryable, ctx.db, deps.db.
const DB_HANDLES = new Set(['db', 'tx', 'q', 'queryable']);

function isDbHandle(node) {
  if (node.type === 'Identifier') return DB_HANDLES.has(node.name);
  return node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier' && node.property.name === 'db';
}

const sqlInRepositories = {
  meta: {
    type: 'problem',
    docs: { description: 'SQL and database calls of the API (modules and platform) live only in *.repository.ts files.' },
    schema: [],
    messages: {
      sql: 'SQL outside a repository: move this statement into a *.repository.ts function and call that.',
      call: "Database call '.{{method}}()' outside a repository: call a *.repository.ts function instead.",
    },
  },
  create(context) {
    if (/\.repository\.ts$/u.test(context.filename)) return {};
    // The module contract and discovery, right under modules/, belong to no module and hold no SQL.
    const from = locate(context.filename);
    if (from && !from.module) return {};
    const text = (node, value) => {
      if (typeof value === 'string' && SQL_START.some((pattern) => pattern.test(value))) context.report({ node, messageId: 'sql' });
    };
    return {
      Literal: (node) => text(node, node.value),
      TemplateLiteral: (node) => text(node, node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ? ')),
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier' && DB_METHODS.has(callee.property.name) && isDbHandle(callee.object)) {
          context.report({ node: callee.property, messageId: 'call', data: { method: callee.property.name } });
        }
      },
    };
  },
};

const routesCallServices = {
  meta: {
    type: 'problem',
    docs: { description: 'Route files call services; they do not import repositories.' },
    schema: [],
    messages: { repository: "A route file imports '{{source}}': call a service function, which calls the repository." },
  },
  create(context) {
    if (!locate(context.filename)?.module || !/\.routes\.ts$/u.test(context.filename)) return {};
    return {
      ImportDeclaration(node) {
        // Types of rows may be shared; only values would let a route run SQL.
        if (node.importKind === 'type') return;
        const source = node.source.value;
        if (typeof source === 'string' && /\.repository(\.ts)?$/u.test(source)) context.report({ node: node.source, messageId: 'repository', data: { source } });
      },
    };
  },
};

const isRepositorySource = (source) => typeof source === 'string' && /\.repository(\.ts)?$/u.test(source);
// Read fragments: SQL expressions over a module's own tables that other repositories embed in
// their reads (JOB_TITLE_SQL, BILLING_TODAY_SQL). The one thing an index takes from a repository.
const isReadFragment = (name) => /^[A-Z][A-Z0-9_]*_SQL$/u.test(name);

const indexExportsServices = {
  meta: {
    type: 'problem',
    docs: { description: "A module's index (and its services) offers service functions, never a repository's functions: other modules call a service, which owns the decision." },
    schema: [],
    messages: {
      repository: "'{{name}}' comes from a repository ('{{source}}'): export a service function that calls it instead.",
    },
  },
  create(context) {
    const from = locate(context.filename);
    if (!from?.module) return {};
    const isIndex = /^index\.ts$/u.test(from.rest);
    if (!isIndex && !/\.service\.ts$/u.test(from.rest)) return {};
    // Value names this file imports from a repository: exporting them again is the same leak.
    const fromRepository = new Map();
    const report = (node, name, source) => context.report({ node, messageId: 'repository', data: { name, source } });
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type' || !isRepositorySource(node.source.value)) return;
        for (const spec of node.specifiers) if (spec.importKind !== 'type') fromRepository.set(spec.local.name, node.source.value);
      },
      ExportAllDeclaration(node) {
        if (node.exportKind !== 'type' && isRepositorySource(node.source.value)) report(node, '*', node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.exportKind === 'type') return;
        for (const spec of node.specifiers) {
          if (spec.exportKind === 'type') continue;
          const local = spec.local.type === 'Identifier' ? spec.local.name : String(spec.local.value);
          const source = node.source ? node.source.value : fromRepository.get(local);
          if (!isRepositorySource(source)) continue;
          if (isIndex && isReadFragment(local)) continue;
          report(spec, local, source);
        }
      },
    };
  },
};

export const apiModulesPlugin = {
  meta: { name: 'floorhire-api' },
  rules: {
    'module-boundaries': moduleBoundaries,
    'sql-in-repositories': sqlInRepositories,
    'routes-call-services': routesCallServices,
    'index-exports-services': indexExportsServices,
  },
};
