import { useParams } from '@floorhire/router';

/** The employer id of an /employer/{employerId}/… address; null when it is not a number. */
export function useRouteEmployerId(): number | null {
  const { employerId } = useParams();
  return employerId && /^\d{1,10}$/u.test(employerId) ? Number(employerId) : null;
}
