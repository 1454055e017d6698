// Who serves a path, as the guards need it: the shell's own screens, then the registry's remotes,
// then the spec catalogue's planned routes (ADR 061). One function for the router and the
// dead-link test, so the test resolves links exactly as the product does.
import { findOwner, type RegistryDocument } from '@floorhire/registry';
import { catalogueLookup, type RouteOwner } from './decide-route';
import { SHELL_ROUTES, inSpecArea, matchesAny } from './route-catalogue';

export function registryLookup(doc: RegistryDocument): (path: string) => RouteOwner | null {
  return (path) => {
    if (matchesAny(SHELL_ROUTES, path)) return { owner: 'shell' };
    const match = findOwner(doc, path);
    if (match) {
      const { entry } = match;
      return {
        owner: 'remote',
        remote: entry.name,
        requiresRoles: entry.roles,
        requiresSubscription: entry.features.includes('requires-subscription'),
        adminOnly: entry.features.includes('admin-only'),
        ...(entry.routeRoles?.[match.pattern] ? { pageRoles: entry.routeRoles[match.pattern] } : {}),
        open: entry.roles.length === 0 && !inSpecArea(path),
      };
    }
    return catalogueLookup(path);
  };
}
