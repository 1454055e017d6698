// Routes of the spec (§2.1 and the areas of documents 2 and 3) that no remote declares yet, by
// the remote expected to serve them. The shell shows an honest "not available yet" state there
// instead of Page not found (ADR 061). A remote's routes are declared once, in its remote.json
// (ADR 181): `npm run new:remote -- <name>` moves the group of that name into the new remote's
// declaration and deletes it here. Keep one blank line between groups: two teams deleting two
// groups at once then merge without a conflict.
// Every route of the spec is served by a remote now (issues 25-27); the next spec's routes start here.
export const PLANNED_ROUTE_GROUPS: Readonly<Record<string, readonly string[]>> = {
};

// Drawer entries of the spec (§2.3) for pages no remote serves yet, by the same groups (a group
// may hold nav entries only). The drawer is otherwise the registry's: each remote declares its
// entries in its remote.json "nav" (ADR 187). `new:remote` moves the group's entries into the new
// remote's nav with its routes. One entry a line, no brackets inside an entry: the generator and
// git merge read these lines.
export const PLANNED_NAV_GROUPS: Readonly<Record<string, readonly { label: string; path: string; icon: string; area: 'admin' | 'employer' | 'pro'; order: number }[]>> = {
};
