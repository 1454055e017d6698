import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoute, parseDeclaration, routePatterns } from '@floorhire/registry';
import { PLANNED_ROUTE_GROUPS } from './planned-routes';
import { PLANNED_ROUTES, SHELL_ROUTES, inSpecArea, isKnownRoute } from './route-catalogue';

// Read as data, as the release CLI reads them: the shell never imports a remote.
const REMOTES = path.resolve(import.meta.dirname, '../../../../remotes');
const declared = readdirSync(REMOTES, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(REMOTES, d.name, 'remote.json')))
  .map((d) => parseDeclaration(JSON.parse(readFileSync(path.join(REMOTES, d.name, 'remote.json'), 'utf8')), d.name));

/** Concrete addresses a pattern stands for: parameters filled in, a splat with and without more. */
function samples(pattern: string): string[] {
  const filled = pattern.replace(/:[A-Za-z]\w*/g, (_, i: number) => `p${i}`);
  return filled.endsWith('/*') ? [filled.slice(0, -2) || '/', `${filled.slice(0, -2)}/more`] : [filled];
}

describe('planned and declared routes (ADR 181)', () => {
  it('finds the declarations of the remotes in this repository', () => {
    expect(declared.map((d) => d.name)).toEqual(expect.arrayContaining(['jobs', 'applicants']));
  });

  it('no route is both planned and declared: a declared route is written once, in its remote.json', () => {
    const both: string[] = [];
    for (const remote of declared) {
      for (const route of routePatterns(remote)) {
        // A planned family ('/admin/*') may hold pages a remote already serves; a planned page may not.
        const plannedPage = PLANNED_ROUTES.filter((p) => !p.endsWith('/*')).find((p) => samples(route).some((s) => matchRoute(p, s)) || samples(p).some((s) => matchRoute(route, s)));
        const plannedFamily = PLANNED_ROUTES.find((p) => p === route);
        const clash = plannedPage ?? plannedFamily;
        if (clash) both.push(`${route} (${remote.name}) is planned as ${clash}`);
      }
    }
    expect(both).toEqual([]);
  });

  it('no remote is named after a planned group: generating it moves the group into its declaration', () => {
    expect(declared.map((d) => d.name).filter((name) => name.replace(/_/g, '-') in PLANNED_ROUTE_GROUPS)).toEqual([]);
  });

  it('no planned route is the shell’s own', () => {
    expect(PLANNED_ROUTES.filter((p) => SHELL_ROUTES.some((s) => samples(p).some((x) => matchRoute(s, x))))).toEqual([]);
  });

  it('knows a path when the shell, the plan or a released remote serves it', () => {
    expect(isKnownRoute('/login')).toBe(true);
    expect(isKnownRoute('/schedule/12')).toBe(true);
    expect(isKnownRoute('/employer/jobs')).toBe(false);
    expect(isKnownRoute('/employer/jobs', ['/employer/jobs'])).toBe(true);
  });

  it('tells spec areas from the rest, so no spec path becomes open to everyone', () => {
    for (const p of ['/employer', '/employer/anything', '/admin/x', '/pro', '/all/profile', '/open-jobs']) expect(inSpecArea(p)).toBe(true);
    for (const p of ['/lab/alpha', '/employers', '/promo']) expect(inSpecArea(p)).toBe(false);
  });
});
