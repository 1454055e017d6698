// webpack loader (runs on the JavaScript swc-loader emits): sends each name an app imports
// from a package split into shared parts to the part that exports it (ADR 140), e.g.
//   import { Box, Dialog } from '@floorhire/ui'
// becomes
//   import { Box } from '@floorhire/ui'; import { Dialog } from '@floorhire/ui/overlays';
// so a page downloads only the parts it draws. Options: { packages: { [pkg]: { [name]: subpath } } }.
// Names not in the map stay on the package itself; a name no part exports fails the build
// (the factory sets exportsPresence: 'error').
import { init, parse } from 'es-module-lexer';
import type { LoaderContext } from 'webpack';

export interface SplitImportsOptions {
  packages: Record<string, Record<string, string>>;
}

const NAMED_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+)\2\s*;?$/u;

/** 'A', 'A as B' → { imported, local } (type-only names are already gone after swc). */
function specifiers(list: string): { imported: string; local: string }[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [imported = '', local] = part.split(/\s+as\s+/u).map((s) => s.trim());
      return { imported, local: local ?? imported };
    });
}

export function rewrite(source: string, packages: SplitImportsOptions['packages']): string {
  const [imports] = parse(source);
  let out = '';
  let last = 0;
  for (const entry of imports) {
    const pkg = entry.n;
    const map = pkg !== undefined ? packages[pkg] : undefined;
    if (!pkg || !map || entry.d !== -1) continue;
    const statement = source.slice(entry.ss, entry.se);
    const match = NAMED_IMPORT.exec(statement);
    if (!match) continue;
    const groups = new Map<string, string[]>();
    for (const { imported, local } of specifiers(match[1] ?? '')) {
      const target = map[imported] ?? pkg;
      groups.set(target, [...(groups.get(target) ?? []), imported === local ? imported : `${imported} as ${local}`]);
    }
    // As many lines as the statement had, so source maps and stack traces keep their lines.
    const newlines = '\n'.repeat(statement.split('\n').length - 1);
    // The statement's own semicolon (outside the lexer's range) still ends the last one.
    const replacement = [...groups].map(([target, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(target)}`).join('; ') + newlines;
    out += source.slice(last, entry.ss) + replacement;
    last = entry.se;
  }
  return last === 0 ? source : out + source.slice(last);
}

/** Resolves once the lexer (WebAssembly) can parse: rewrite needs it. */
export const ready = init;

export default function splitImportsLoader(this: LoaderContext<SplitImportsOptions>, source: string, map?: Parameters<LoaderContext<SplitImportsOptions>['callback']>[2]): void {
  const callback = this.async();
  const { packages } = this.getOptions();
  if (!Object.keys(packages).some((pkg) => source.includes(pkg))) {
    callback(null, source, map);
    return;
  }
  init.then(
    () => callback(null, rewrite(source, packages), map),
    (error) => callback(error),
  );
}
