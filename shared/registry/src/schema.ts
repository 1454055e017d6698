import * as v from 'valibot';

const NAME = /^[a-z][a-z0-9_]*$/;
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const SHA384 = /^sha384-[A-Za-z0-9+/]{64}$/;
const ROUTE = /^\/(?:[A-Za-z0-9._~-]+|:[A-Za-z][A-Za-z0-9_]*)?(?:\/(?:[A-Za-z0-9._~-]+|:[A-Za-z][A-Za-z0-9_]*))*(?:\/\*)?$/;

export const RemoteNameSchema = v.pipe(v.string(), v.regex(NAME, 'must be lower-case letters, digits or _ and start with a letter'));
export const VersionSchema = v.pipe(v.string(), v.regex(VERSION, 'must be a semantic version such as 1.2.3'));
export const IntegritySchema = v.pipe(v.string(), v.regex(SHA384, 'must be a sha384-<base64> integrity value'));
/** '/employer/jobs', '/employer/jobs/:id', '/lab/alpha/*' (a trailing /* owns everything below). */
export const RoutePatternSchema = v.pipe(v.string(), v.regex(ROUTE, 'must be a path pattern like /area/page, /area/:id or /area/*'));

export const NAV_AREAS = ['admin', 'employer', 'pro', 'all', 'public'] as const;

export const NavEntrySchema = v.strictObject({
  label: v.pipe(v.string(), v.minLength(1)),
  path: v.pipe(v.string(), v.startsWith('/')),
  icon: v.optional(v.string()),
  roles: v.optional(v.array(v.string()), []),
  area: v.picklist(NAV_AREAS),
  order: v.optional(v.number()),
});

const LINK_NAME = /^[a-z][A-Za-z0-9]*$/u;

/**
 * A route other parts of the product send people to (e-mails, DTO links, other remotes' pages):
 * it becomes the link target of that name, which the API and every app build with linkTo()
 * (ADR 151, 187). Who is sent there and what sends them are for the dead-link test's reader.
 */
export const RouteLinkSchema = v.strictObject({
  name: v.pipe(v.string(), v.regex(LINK_NAME, 'must be a camelCase link name such as employerPlans')),
  query: v.optional(v.array(v.pipe(v.string(), v.minLength(1)))),
  for: v.pipe(v.array(v.picklist(['visitor', 'employer', 'pro', 'admin'])), v.minLength(1)),
  from: v.pipe(v.string(), v.minLength(1)),
});

const PAGE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
/** A page of the remote's router: kebab-case, e.g. 'jobs-list'. */
export const PageNameSchema = v.pipe(v.string(), v.regex(PAGE, 'must be a kebab-case page name such as jobs-list'));

/**
 * One route a remote owns. In a remote's remote.json each route names the page its router
 * renders there, so the registry, the router and the shell read one list; a bare pattern is
 * still accepted (test fixtures that route by hand).
 */
export const DeclaredRouteSchema = v.union([
  RoutePatternSchema,
  v.strictObject({
    path: RoutePatternSchema,
    page: PageNameSchema,
    link: v.optional(RouteLinkSchema),
    /**
     * The user needs one of these roles for this page: without one, the shell shows the
     * access-denied modal ('Only admins can access this', spec 000 §2.3) instead of mounting
     * the remote (ADR 297). The remote's "roles" still decide who may enter its area at all.
     */
    roles: v.optional(v.pipe(v.array(v.pipe(v.string(), v.minLength(1))), v.minLength(1, 'a route that names roles names at least one'))),
  }),
]);

const declared = {
  name: RemoteNameSchema,
  basePath: v.optional(v.pipe(v.string(), v.startsWith('/')), '/'),
  nav: v.optional(v.array(NavEntrySchema), []),
  roles: v.optional(v.array(v.string()), []),
  features: v.optional(v.array(v.string()), []),
};

/**
 * What a remote declares about itself, as data (its remote.json, the one place it does so),
 * read by the release CLI, the remote's router and the e2e journeys without running its code.
 */
export const RemoteDeclarationSchema = v.strictObject({
  ...declared,
  routes: v.pipe(v.array(DeclaredRouteSchema), v.minLength(1, 'a remote owns at least one route')),
});

/** Package name → semver range a build needs of a shared singleton the page provides. */
export const SharedRequirementsSchema = v.record(v.pipe(v.string(), v.minLength(1)), v.pipe(v.string(), v.minLength(1)));

export const RegistryEntrySchema = v.strictObject({
  ...declared,
  routes: v.pipe(v.array(RoutePatternSchema), v.minLength(1, 'a remote owns at least one route')),
  version: VersionSchema,
  manifestUrl: v.pipe(v.string(), v.minLength(1)),
  entryUrl: v.pipe(v.string(), v.minLength(1)),
  integrity: IntegritySchema,
  contractVersion: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Route pattern → the roles its page needs (one of), from the declaration's routes (ADR 297). */
  routeRoles: v.optional(v.record(v.string(), v.array(v.string()))),
  /** What the build needs of the shared singletons (recorded by the build; absent in older releases). */
  shared: v.optional(SharedRequirementsSchema),
  releasedAt: v.pipe(v.string(), v.isoTimestamp()),
});

export const RegistryDocumentSchema = v.pipe(
  v.strictObject({
    schemaVersion: v.literal(1),
    revision: v.pipe(v.number(), v.integer(), v.minValue(0)),
    updatedAt: v.pipe(v.string(), v.isoTimestamp()),
    remotes: v.record(RemoteNameSchema, RegistryEntrySchema),
  }),
  v.check((doc) => Object.entries(doc.remotes).every(([key, entry]) => key === entry.name), 'each remote is listed under its own name'),
);

export type NavEntry = v.InferOutput<typeof NavEntrySchema>;
export type RouteLink = v.InferOutput<typeof RouteLinkSchema>;
export type SharedRequirements = v.InferOutput<typeof SharedRequirementsSchema>;
export type RemoteDeclaration = v.InferOutput<typeof RemoteDeclarationSchema>;
export type RegistryEntry = v.InferOutput<typeof RegistryEntrySchema>;
export type RegistryDocument = v.InferOutput<typeof RegistryDocumentSchema>;

export function emptyRegistry(now = new Date()): RegistryDocument {
  return { schemaVersion: 1, revision: 0, updatedAt: now.toISOString(), remotes: {} };
}

export class RegistryValidationError extends Error {
  override readonly name = 'RegistryValidationError';
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => `${v.getDotPath(issue) ?? '(document)'}: ${issue.message}`).join('; ');
}

export function parseRegistry(input: unknown): RegistryDocument {
  const result = v.safeParse(RegistryDocumentSchema, input);
  if (!result.success) throw new RegistryValidationError(`Invalid registry: ${describeIssues(result.issues)}`);
  return result.output;
}

export function parseDeclaration(input: unknown, source = 'declaration'): RemoteDeclaration {
  const result = v.safeParse(RemoteDeclarationSchema, input);
  if (!result.success) throw new RegistryValidationError(`Invalid remote ${source}: ${describeIssues(result.issues)}`);
  return result.output;
}

/** The route patterns of a declaration, as the registry lists them. */
export function routePatterns(declaration: Pick<RemoteDeclaration, 'routes'>): string[] {
  return declaration.routes.map((route) => (typeof route === 'string' ? route : route.path));
}

/** The roles each route's page needs, as the registry lists them; undefined when no route names any. */
export function routeRoles(declaration: Pick<RemoteDeclaration, 'routes'>): Record<string, string[]> | undefined {
  const entries = declaration.routes.flatMap((route): [string, string[]][] => (typeof route !== 'string' && route.roles ? [[route.path, [...route.roles]]] : []));
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** What "what runs" means for the update notice: names, versions and integrity, nothing cosmetic. */
export function runningFingerprint(doc: RegistryDocument): string {
  return Object.values(doc.remotes)
    .map((entry) => `${entry.name}@${entry.version}#${entry.integrity}`)
    .sort()
    .join('|');
}
