import { Navigate, useSearchParams } from '@floorhire/router';
import { LoadingState } from '@floorhire/remote-kit';
import { linkTo } from '@floorhire/rules';
import { REMOTE_TEXTS as T } from '#app/texts';
import { handOverTarget } from '../utils/hand-over';

/**
 * /employer/redirect-auth-link: where the older employer interface hands a signed-in user over
 * (spec 000 §2.2: the route name, the chosen employer and the session). One product serves both
 * here, so it forwards to the page the route name means, with the employer to switch to (ADR 298).
 */
export function RedirectAuthLinkPage() {
  const [params] = useSearchParams();
  const target = handOverTarget(params) ?? linkTo('employerHome');
  return (
    <>
      <LoadingState label={T.redirect.working} />
      <Navigate to={target} replace />
    </>
  );
}
