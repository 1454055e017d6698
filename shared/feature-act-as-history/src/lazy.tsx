import { lazy, Suspense } from 'react';

const History = lazy(() => import('./act-as-history').then((m) => ({ default: m.ActAsHistory })));

/**
 * The act-as history as a chunk of its own, for pages where it sits below what the user came for
 * (the sign-in settings): their first load does not carry it (Lighthouse, ADR 286).
 */
export function LazyActAsHistory(props: { userProfileId: number; audience: 'self' | 'staff' }) {
  return (
    <Suspense fallback={null}>
      <History {...props} />
    </Suspense>
  );
}
