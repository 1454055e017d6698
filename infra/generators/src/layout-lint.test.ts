import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './new-remote';

// The repository's own lint configuration, run on code written here as if it sat at a path of
// the repository: each layout rule must fail on the forbidden case and pass the allowed one.
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: REPO_ROOT });
});

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layout lint (ADR 184)', () => {
  it('the shell may not import a remote', async () => {
    expect(await problems('shell/src/app/x.ts', "import { PAGES } from '@floorhire/remote-jobs';\nexport const y = PAGES;\n")).toEqual([expect.stringMatching(/never imports a remote/)]);
    expect(await problems('shell/src/app/x.ts', "import { PAGES } from '../../../remotes/jobs/src/routes';\nexport const y = PAGES;\n")).toEqual([expect.stringMatching(/reach into remotes/)]);
    expect(await problems('shell/src/app/x.ts', "import { useApi } from '@floorhire/remote-kit';\nexport const y = useApi;\n")).toEqual([]);
  });

  it('the shell may not import the API', async () => {
    expect(await problems('shell/src/app/x.ts', "import { buildApp } from '@floorhire/api';\nexport const y = buildApp;\n")).toEqual([expect.stringMatching(/never imports the API/)]);
    expect(await problems('shell/src/app/x.ts', "import { buildApp } from '../../../infra/api/src/app';\nexport const y = buildApp;\n")).toEqual([expect.stringMatching(/reach into infra/)]);
  });

  it('a remote may not import the API', async () => {
    expect(await problems('remotes/jobs/src/lib/x.ts', "import { buildApp } from '@floorhire/api';\nexport const y = buildApp;\n")).toEqual([expect.stringMatching(/never imports the API/)]);
    expect(await problems('remotes/jobs/src/lib/x.ts', "import { createApiClient } from '@floorhire/api-client';\nexport const y = createApiClient;\n")).toEqual([]);
  });

  it("a remote's feature may not import another feature's internals", async () => {
    const file = 'remotes/jobs/src/features/jobs-list/components/x.tsx';
    expect(await problems(file, "import { JobWizardPage } from '../../job-wizard/components/job-wizard-page';\nexport const y = JobWizardPage;\n")).toEqual([
      expect.stringMatching(/layout\/feature-boundaries: Feature "jobs-list" may not import the internals of feature "job-wizard"/),
    ]);
    expect(await problems(file, "export { JobWizardPage } from '#app/features/job-wizard/components/job-wizard-page';\n")).toEqual([expect.stringMatching(/feature-boundaries/)]);
    expect(await problems(file, "import { getJobSummaries } from '../api/get-job-summaries';\nexport const y = getJobSummaries;\n")).toEqual([]);
  });

  it('named exports only, config files excepted', async () => {
    expect(await problems('remotes/jobs/src/lib/x.ts', 'export default function x() {}\n')).toEqual([expect.stringMatching(/layout\/no-default-export/)]);
    expect(await problems('shared/rules/src/x.ts', 'const x = 1;\nexport { x as default };\n')).toEqual([expect.stringMatching(/layout\/no-default-export/)]);
    expect(await problems('remotes/jobs/webpack.config.ts', 'export default {};\n')).toEqual([]);
  });

  it('file names are kebab-case', async () => {
    expect(await problems('remotes/jobs/src/lib/jobViewer.ts', 'export const x = 1;\n')).toEqual([expect.stringMatching(/layout\/kebab-case-filename/)]);
    expect(await problems('shell/src/features/chrome/App_Bar.tsx', 'export const x = 1;\n')).toEqual([expect.stringMatching(/kebab-case/)]);
    expect(await problems('remotes/jobs/src/lib/job-viewer.test.ts', 'export const x = 1;\n')).toEqual([]);
  });

  it('a remote file sits where the one remote layout puts it (ADR 186)', async () => {
    for (const file of ['remotes/jobs/src/helpers/x.ts', 'remotes/jobs/src/lib/x.tsx', 'remotes/jobs/src/components/use-x.ts', 'remotes/jobs/src/features/wizard/x.ts', 'remotes/jobs/setup.ts']) {
      expect(await problems(file, 'export const x = 1;\n'), file).toEqual([expect.stringMatching(/remote-layout\/file-place: .* is outside the remote layout/)]);
    }
    for (const file of ['remotes/jobs/src/lib/x.ts', 'remotes/jobs/src/lib/x.test.ts', 'remotes/jobs/src/api/get-x.ts', 'remotes/jobs/src/texts.ts', 'remotes/jobs/src/features/wizard/components/steps/x.tsx', 'remotes/jobs/src/features/wizard/utils/x.ts']) {
      expect(await problems(file, 'export const x = 1;\n'), file).toEqual([]);
    }
    expect(await problems('remotes/jobs/src/components/x.tsx', 'export const X = () => null;\n')).toEqual([]);
  });

  it('a remote imports its remote-wide code through the one #app alias (ADR 186)', async () => {
    const file = 'remotes/jobs/src/features/jobs-list/components/x.tsx';
    expect(await problems(file, "import { people } from '#lib/people';\nexport const y = people;\n")).toEqual([expect.stringMatching(/remote-layout\/import-alias: '#lib\/people' is not the remote alias/)]);
    expect(await problems(file, "import { T } from '#app/screens/x';\nexport const y = T;\n")).toEqual([expect.stringMatching(/remote-layout\/import-alias/)]);
    expect(await problems('remotes/jobs/src/components/x.tsx', "import { people } from '../lib/people';\nexport const y = people;\n")).toEqual([
      expect.stringMatching(/remote-layout\/import-alias: '..\/lib\/people' reaches remote-wide code by path: import it as '#app\/lib\/people'/),
    ]);
    expect(await problems(file, "import { people } from '#app/lib/people';\nimport { X } from '../api/get-x';\nexport const y = [people, X];\n")).toEqual([]);
    expect(await problems('remotes/jobs/src/components/x.tsx', "import { Y } from './y';\nexport const y = Y;\n")).toEqual([]);
  });

  it("a remote's package.json declares exactly the one alias (checked on its lifecycle)", async () => {
    const code = 'export const x = 1;\n';
    expect(await problems('remotes/jobs/src/lifecycle.tsx', code)).toEqual([]);
    expect(await problems('remotes/no-such-remote/src/lifecycle.tsx', code)).toEqual([expect.stringMatching(/remote-layout\/import-alias: remotes\/no-such-remote\/package.json "imports" must be exactly/)]);
  });
});
