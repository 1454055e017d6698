import { useMemo } from 'react';
import { useViewer } from '@floorhire/remote-kit';
import type { Scope } from '#app/api/talent-search-api';

/** Staff search the whole pool through the admin paths; employer users search as their current employer. */
export function useScope(): Scope | null {
  const viewer = useViewer();
  return useMemo<Scope | null>(() => {
    if (viewer.isStaff) return { kind: 'staff' };
    return viewer.employerId ? { kind: 'employer', employerId: viewer.employerId } : null;
  }, [viewer]);
}

/** Where this remote's pages live for the viewer: /employer/pro or /admin/talent-search. */
export function useSearchBase(): string {
  return useViewer().isStaff ? '/admin/talent-search' : '/employer/pro';
}
