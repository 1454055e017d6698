import { Navigate, useSearchParams } from '@floorhire/router';
import { isStaffReturnPath } from '@floorhire/domain-staff';
import { LoadingState } from '@floorhire/remote-kit';
import { linkTo } from '@floorhire/rules';
import { usePageTitle } from '#app/lib/use-page-title';
import { STAFF_TEXTS } from '#app/texts';

/** Where a signed-in staff member goes from ?redirect=: a staff page, never another site or area (ADR 307). */
export function redirectTarget(search: URLSearchParams): string {
  const wanted = search.get('redirect') ?? '';
  const path = wanted.split(/[?#]/u)[0] ?? '';
  return wanted && isStaffReturnPath(path) ? wanted : linkTo('adminHome');
}

/** /admin/redirect-auth-link (spec 002 §2): a login link's landing for staff, sent on to where it was meant to go. */
export function RedirectAuthLinkPage() {
  const [search] = useSearchParams();
  usePageTitle(STAFF_TEXTS.title);
  return (
    <>
      <LoadingState label={STAFF_TEXTS.redirect.going} />
      <Navigate to={redirectTarget(search)} replace />
    </>
  );
}
