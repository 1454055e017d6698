import { useLocation } from '@floorhire/router';
import { useViewer } from '@floorhire/remote-kit';
import { ROLES } from '@floorhire/rules';

/** Pros see the board under /pro (their own state); visitors under /open-jobs. */
export function useArea() {
  const { pathname } = useLocation();
  const viewer = useViewer();
  const isPro = viewer.roles.includes(ROLES.userPro);
  const proArea = pathname.startsWith('/pro/');
  return { viewer, isPro, asPro: isPro && proArea, listPath: proArea ? '/pro/opportunities' : '/open-jobs' };
}
