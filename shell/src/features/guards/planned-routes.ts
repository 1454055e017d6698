// Routes of the spec (§2.1 and the areas of documents 2 and 3) that no remote declares yet, by
// the remote expected to serve them. The shell shows an honest "not available yet" state there
// instead of Page not found (ADR 061). A remote's routes are declared once, in its remote.json
// (ADR 181): `npm run new:remote -- <name>` moves the group of that name into the new remote's
// declaration and deletes it here. Keep one blank line between groups: two teams deleting two
// groups at once then merge without a conflict.
export const PLANNED_ROUTE_GROUPS = {
  'job-details': ['/employer/jobs/:id'],






  'employer-account': [
    '/employer/onboard',
    '/employer/profile',
    '/employer/redirect-auth-link',
    '/employer/settings',
    '/employer/settings/*',
    '/employer/users',
    '/employer/users/create',
    '/employer/users/:id',
    '/employer/:employerId/basic-info',
    '/employer/:employerId/company-introduction',
    '/employer/:employerId/culture-benefits',
    '/employer/:employerId/facility',
    '/employer/:employerId/frequent-positions',
    '/employer/:employerId/products',
  ],

  staff: ['/admin', '/admin/*'],
} as const satisfies Readonly<Record<string, readonly string[]>>;
