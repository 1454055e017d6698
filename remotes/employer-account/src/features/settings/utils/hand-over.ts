// The route names of spec 000 §2.2 the older interface hands over, and the pages they mean.
const ROUTES: Readonly<Record<string, (p: URLSearchParams) => string | null>> = {
  employer: () => '/employer',
  'employer-pro': () => '/employer/pro',
  'employer-pro-id': (p) => (p.get('id') ? `/employer/pro/${p.get('id')}` : null),
  'employer-jobs': () => '/employer/jobs',
  'employer-jobs-id-index-candidates': (p) => (p.get('id') ? `/employer/jobs/${p.get('id')}/candidates` : null),
  'employer-jobs-id-index-pro-proId-application-applicationId': (p) =>
    p.get('id') && p.get('proId') && p.get('applicationId') ? `/employer/jobs/${p.get('id')}/pro/${p.get('proId')}/application/${p.get('applicationId')}` : null,
};

const SAFE_ID = /^\d{1,10}$/u;

/** Only same-site paths: a crafted redirectUrl never leaves the product. */
function safeLocal(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : null;
}

/**
 * Where a hand-over goes: redirectUrl when it is a page of this site, else the page of routeName
 * (ids in id, proId, applicationId); employerId rides along so the shell switches to it.
 */
export function handOverTarget(params: URLSearchParams): string | null {
  for (const key of ['id', 'proId', 'applicationId']) if (params.has(key) && !SAFE_ID.test(params.get(key)!)) return null;
  const route = params.get('routeName');
  const path = safeLocal(params.get('redirectUrl')) ?? (route ? (ROUTES[route]?.(params) ?? null) : null);
  if (!path) return null;
  const employerId = params.get('employerId');
  if (!employerId || !SAFE_ID.test(employerId)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}employerId=${employerId}`;
}
