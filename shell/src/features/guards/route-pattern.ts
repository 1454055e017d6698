// Tiny path matcher for route tables: ':name' matches one segment, a trailing '*' matches
// zero or more further segments. Kept dependency-free so guards stay pure and fast.
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = splitPath(pattern);
  const have = splitPath(path);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i] as string;
    if (part === '*') {
      params['*'] = have.slice(i).join('/');
      return params;
    }
    const seg = have[i];
    if (seg === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(seg);
    else if (part !== seg) return null;
  }
  return have.length === want.length ? params : null;
}

export function splitPath(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

/** '/a/b/' → '/a/b'; '' → '/'. */
export function normalisePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}
