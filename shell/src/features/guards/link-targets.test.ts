// No dead ends (ADR 151): every address the product sends a person to — the declared link targets
// the API and the shell build links from, the drawer of every role, the user menu, the role homes —
// resolved as the shell resolves it (legacy deep links, then the §2.2 guards, following every
// redirect) for each audience it is sent to, must end on a page the shell serves, a route a remote
// declares, or a planned route of the spec catalogue (which shows "not available yet", ADR 061).
import { beforeAll, describe, expect, it } from 'vitest';
import type { RegistryDocument } from '@floorhire/registry';
import { GROUP_ROLES, LINK_TARGETS, type LinkAudience, type LinkTarget, type RouteRole } from '@floorhire/rules';
import { PROFILE_PATH, navItemsFor, type NavItem } from '../chrome/nav-items';
import { mapLegacyLink } from '../legacy-links/legacy-links';
import { registryNav, releasedRegistry } from '../testing/released-registry';
import { ROLE_HOMES, decideRoute, type GuardSession, type RouteOwner } from './decide-route';
import { registryLookup } from './owner-lookup';

const SESSIONS: Record<LinkAudience, GuardSession> = {
  visitor: { signedIn: false, role: null, roles: [], employerIds: [], activeEmployerId: null, switching: false },
  employer: { signedIn: true, role: 'employer', roles: [...GROUP_ROLES['Company Admin']], employerIds: [1, 2], activeEmployerId: 1, switching: false },
  pro: { signedIn: true, role: 'pro', roles: [...GROUP_ROLES.Expert], employerIds: [], activeEmployerId: null, switching: false },
  admin: { signedIn: true, role: 'admin', roles: [...GROUP_ROLES['Super Admin'], 'taxonomy'], employerIds: [], activeEmployerId: null, switching: false },
};

/** Values a real link carries; employerId 2 is the user's other employer, so the switch is exercised. */
const SAMPLE_QUERY: Record<string, string> = { code: 'c0de', inviteCode: 'inv1te', error: 'Social login failed', actionItemId: '3', conversationId: '5', employerId: '2', tab: 'interview' };

function sampleAddress(target: LinkTarget): string {
  const pathname = target.path.replace(/:(\w+)/gu, '12');
  const query = new URLSearchParams((target.query ?? []).map((k) => [k, SAMPLE_QUERY[k] ?? '1']));
  return query.size ? `${pathname}?${query.toString()}` : pathname;
}

type Landing = { ok: true; path: string; owner: RouteOwner } | { ok: false; path: string; why: string };

/**
 * Follows an address the way GuardedRoute does, for one audience, until a page is chosen.
 * `grantedRoles` are roles the recipient holds beyond their group's.
 */
function land(address: string, audience: LinkAudience, doc: RegistryDocument, grantedRoles: readonly string[] = []): Landing {
  const lookup = registryLookup(doc);
  const session = { ...SESSIONS[audience], roles: [...SESSIONS[audience].roles, ...grantedRoles] };
  let current = address;
  for (let hop = 0; hop < 8; hop++) {
    const url = new URL(current, 'http://shell.invalid');
    if (session.role === 'employer') {
      const legacy = mapLegacyLink({
        path: url.pathname,
        query: url.searchParams,
        currentEmployerId: session.activeEmployerId,
        employerIds: session.employerIds,
        servedDirectly: (p) => lookup(p)?.owner === 'remote',
        conversationEmployerId: session.activeEmployerId,
      });
      if (legacy.kind === 'redirect') {
        current = legacy.to;
        continue;
      }
    }
    const decision = decideRoute({ path: url.pathname, query: url.searchParams, session, subscription: 'active', savedRedirect: null, lookup });
    if (decision.kind === 'redirect') {
      current = decision.to;
      continue;
    }
    if (decision.kind === 'not-found') return { ok: false, path: url.pathname, why: 'Page not found' };
    if (decision.blocker === 'access-denied') return { ok: false, path: url.pathname, why: 'access denied' };
    return { ok: true, path: url.pathname, owner: decision.owner };
  }
  return { ok: false, path: current, why: 'redirect loop' };
}

function describeLanding(from: string, audience: LinkAudience, landing: Landing): string {
  return landing.ok ? '' : `${from} as ${audience} → ${landing.path}: ${landing.why}`;
}

let doc: RegistryDocument;
beforeAll(async () => {
  doc = await releasedRegistry();
});

describe('no dead ends', () => {
  it('reads the remotes the product releases', () => {
    expect(Object.keys(doc.remotes).length).toBeGreaterThan(0);
  });

  it('every declared link target lands on a served or planned page, for everyone it is sent to', () => {
    // A link to a page that asks for a granted role (the calendar settings, ADR 297) is offered
    // only to those who hold it, as the settings tabs do; everyone else is never sent there.
    const pageRoles = (target: LinkTarget) => registryLookup(doc)(target.path.replace(/:(\w+)/gu, '12'))?.pageRoles ?? [];
    const dead = Object.entries(LINK_TARGETS as Record<string, LinkTarget>).flatMap(([name, target]) =>
      target.for.map((audience) => describeLanding(`${name} ${sampleAddress(target)} (${target.from})`, audience, land(sampleAddress(target), audience, doc, pageRoles(target).slice(0, 1)))),
    );
    expect(dead.filter(Boolean)).toEqual([]);
  });

  it('every drawer entry, the user menu and the home of each role land on a served or planned page', () => {
    const roles: RouteRole[] = ['admin', 'employer', 'pro'];
    const drawers: [RouteRole | null, NavItem[]][] = [...roles.map((role): [RouteRole, NavItem[]] => [role, navItemsFor(role, registryNav(doc))]), [null, navItemsFor(null)]];
    const dead = [
      ...drawers.flatMap(([role, items]) =>
        items.map((item) =>
          // The logout entry signs out first, then shows its page to a visitor.
          role === null || item.action === 'logout'
            ? describeLanding(`${role ?? 'signed-out'} drawer '${item.label}'`, 'visitor', land(item.path, 'visitor', doc))
            : describeLanding(`${role} drawer '${item.label}'`, role, land(item.path, role, doc)),
        ),
      ),
      ...roles.map((role) => describeLanding(`${role} user menu profile`, role, land(PROFILE_PATH[role], role, doc))),
      ...roles.map((role) => describeLanding(`${role} home`, role, land(ROLE_HOMES[role], role, doc))),
    ];
    expect(dead.filter(Boolean)).toEqual([]);
    // The walk covered the spec's menus, not an empty list.
    expect(drawers.flatMap(([, items]) => items).length).toBeGreaterThan(20);
  });

  it('tells a dead link apart: an address nothing serves is Page not found, a page that needs a role is access denied', () => {
    expect(land('/employer/conversations?conversationId=5', 'employer', doc)).toMatchObject({ ok: false, why: 'Page not found' });
    expect(land('/pro/applications/12/screening', 'pro', doc)).toMatchObject({ ok: false, why: 'Page not found' });
    expect(land('/all/profile', 'pro', doc)).toMatchObject({ ok: false, why: 'Page not found' });
    expect(land('/employer/jobs/7', 'employer', doc)).toMatchObject({ ok: true, owner: { owner: 'remote', remote: 'jobs' } });
    expect(land('/employer/settings/calendar', 'employer', doc)).toMatchObject({ ok: false, why: 'access denied' });
    expect(land('/employer/settings/calendar', 'employer', doc, ['employer.calendar.edit'])).toMatchObject({ ok: true, owner: { owner: 'remote', remote: 'employer_account' } });
    expect(land('/employer/plans', 'employer', doc)).toMatchObject({ ok: true, owner: { owner: 'remote', remote: 'billing' } });
    expect(land('/reset-password?code=x', 'visitor', doc)).toMatchObject({ ok: true, owner: { owner: 'shell' } });
    expect(land('/employer/jobs', 'employer', doc)).toMatchObject({ ok: true, owner: { owner: 'remote', remote: 'jobs' } });
  });
});
