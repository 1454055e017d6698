import { beforeAll, describe, expect, it } from 'vitest';
import { ready, rewrite } from './split-imports-loader';

beforeAll(() => ready);
const packages = { '@floorhire/ui': { Dialog: '@floorhire/ui/overlays', Menu: '@floorhire/ui/overlays', Tabs: '@floorhire/ui/controls' } };

describe('split-imports-loader', () => {
  it('sends each imported name to the part that exports it and keeps the rest on the package', () => {
    const out = rewrite(`import { Box, Dialog, Tabs as T, Menu } from '@floorhire/ui';\nuse(Box, Dialog, T, Menu);`, packages);
    expect(out).toBe(`import { Box } from "@floorhire/ui"; import { Dialog, Menu } from "@floorhire/ui/overlays"; import { Tabs as T } from "@floorhire/ui/controls";\nuse(Box, Dialog, T, Menu);`);
    expect(rewrite(`import { Dialog } from '@floorhire/ui'\nuse(Dialog)`, packages)).toBe(`import { Dialog } from "@floorhire/ui/overlays"\nuse(Dialog)`);
  });

  it('keeps line numbers when an import spans several lines', () => {
    const source = `import {\n  Box,\n  Dialog,\n} from "@floorhire/ui";\nfail();`;
    const out = rewrite(source, packages);
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
    expect(out.split('\n').at(-1)).toBe('fail();');
  });

  it('leaves other packages, namespace imports and dynamic imports alone', () => {
    for (const source of [`import { Dialog } from 'other';`, `import * as UI from '@floorhire/ui';`, `const ui = import('@floorhire/ui');`]) expect(rewrite(source, packages)).toBe(source);
  });
});
