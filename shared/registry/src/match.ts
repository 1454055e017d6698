// The one route matcher of the product (ADR 187): the registry's owner lookup, the shell's guards,
// screens and legacy deep links all read patterns through it. ':name' is one segment, a trailing
// '*' is zero or more further segments.

/** '/a/b/' → '/a/b'; '' → '/'. */
export function normalisePath(path: string): string {
  const trimmed = path.replace(/\/+$/u, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The path is the prefix or below it: isUnder('/employer/jobs', '/employer'). */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Matches a pattern like '/employer/jobs/:id' or '/lab/alpha/*' against a pathname. */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const pat = segments(pattern);
  const path = segments(pathname.split(/[?#]/)[0] ?? '');
  const splat = pat.at(-1) === '*';
  if (splat) pat.pop();
  if (splat ? path.length < pat.length : path.length !== pat.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pat.entries()) {
    const actual = path[index];
    if (actual === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  if (splat) params['*'] = path.slice(pat.length).join('/');
  return params;
}

/** The segments of a path or pattern, without empty ones. */
function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * More static segments win, then parameters, then splats: '/a/new' beats '/a/:id' beats '/a/*',
 * and an exact pattern beats a splat over the same segments ('/employer' beats '/employer/*').
 */
export function routeSpecificity(pattern: string): number {
  const parts = segments(pattern);
  const exact = parts.at(-1) === '*' ? 0 : 1;
  return parts.reduce((score, part) => score + (part === '*' ? 0 : part.startsWith(':') ? 10 : 100), exact);
}
