import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import * as components from './index';
import * as ownComponents from './fields';
import { RECIPES, SLOT_RECIPES } from './recipes';
import { getSystem } from './system';

const system = getSystem();

// Where Chakra's ESM build lives: the recipes a component asks for are read from its source.
const esm = path.join(path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')), 'dist', 'esm');
const chakraIndex = readFileSync(path.join(esm, 'index.js'), 'utf8');

/** The components/<dir> folder a name of @chakra-ui/react's index comes from, if any. */
function componentDir(name: string): string | null {
  const direct = new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from '\\./components/([a-z-]+)/`, 'u').exec(chakraIndex);
  if (direct?.[1]) return direct[1];
  const alias = new RegExp(`(namespace(?:\\$\\w+)?) as ${name}\\b`, 'u').exec(chakraIndex)?.[1];
  if (!alias) return null;
  return new RegExp(`import \\* as ${alias.replace('$', '\\$')} from '\\./components/([a-z-]+)/`, 'u').exec(chakraIndex)?.[1] ?? null;
}

/** Recipe keys used by a component folder and the component folders it imports. */
function recipeKeys(dir: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  const folder = path.join(esm, 'components', dir);
  if (seen.has(dir) || !existsSync(folder)) return keys;
  seen.add(dir);
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.js'))) {
    const source = readFileSync(path.join(folder, file), 'utf8');
    for (const match of source.matchAll(/key: "([A-Za-z]+)"/gu)) keys.add(match[1]!);
    for (const match of source.matchAll(/from '\.\.\/([a-z-]+)\//gu)) for (const key of recipeKeys(match[1]!, seen)) keys.add(key);
  }
  return keys;
}

// Our own components are built from re-exported ones, whose recipes the checks below cover.
const exported = Object.keys(components).filter((name) => /^[A-Z]/u.test(name) && !['UiProvider', 'PRIMARY_COLOR', 'PRIMARY_SOLID_COLOR', ...Object.keys(ownComponents)].includes(name));
// Keys Chakra's own default theme styles; others (e.g. pagination) are unstyled there too.
const styledByChakra = (key: string) => defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key);
const needed = new Map(exported.map((name) => [name, [...recipeKeys(componentDir(name) ?? '')].filter(styledByChakra)]));

describe('the theme slice', () => {
  it('finds where every re-exported component lives in Chakra', () => {
    expect(exported.filter((name) => componentDir(name) === null && name !== 'Portal')).toEqual([]);
  });

  it('holds the recipe of every component components.ts re-exports (a missing one renders unstyled)', () => {
    const missing = [...needed].flatMap(([name, keys]) => keys.filter((key) => !system.isRecipe(key) && !system.isSlotRecipe(key)).map((key) => `${name}: ${key}`));
    expect(missing).toEqual([]);
  });

  it('holds no recipe that no re-exported component uses', () => {
    const used = new Set([...needed.values()].flat());
    expect([...Object.keys(RECIPES), ...Object.keys(SLOT_RECIPES)].filter((key) => !used.has(key))).toEqual([]);
  });

  it('keeps what the components of future remotes need (ADR 140)', () => {
    for (const name of ['Drawer', 'Popover', 'Tooltip', 'Switch', 'Slider', 'Tag', 'Avatar', 'Pagination', 'Steps']) expect(exported).toContain(name);
  });

  it('keeps the brand palette and semantic tokens the components are coloured with', () => {
    expect(system.token('colors.brand.500')).toBe('#00900D');
    expect(system.token('colors.gray.200')).toBe(defaultSystem.token('colors.gray.200'));
    expect(system.isSlotRecipe('dialog')).toBe(true);
    expect(system.isSlotRecipe('treeView')).toBe(false);
  });
});
