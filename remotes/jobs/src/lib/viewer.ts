import { useMemo } from 'react';
import { useLocation } from '@floorhire/router';
import { useViewer as useKitViewer } from '@floorhire/remote-kit';

export type JobsArea = 'employer' | 'admin';

export interface Viewer {
  userId: number;
  name: string;
  isStaff: boolean;
  /** The employer an employer user works for now; null for staff. */
  employerId: number | null;
  canEditJobs: boolean;
  area: JobsArea;
  /** '/employer/jobs' or '/admin/jobs': links stay in the viewer's area (spec 001 §6). */
  base: string;
}

export function areaOf(pathname: string): JobsArea {
  return pathname.startsWith('/admin') ? 'admin' : 'employer';
}

/** The kit's viewer (one definition of staff, re-read on employer switches) in this remote's terms. */
export function useViewer(): Viewer {
  const viewer = useKitViewer();
  const area = areaOf(useLocation().pathname);
  return useMemo(
    () => ({
      userId: viewer.userId,
      name: viewer.name,
      isStaff: viewer.isStaff,
      employerId: viewer.employerId,
      canEditJobs: viewer.can('jobs'),
      area,
      base: `/${area}/jobs`,
    }),
    [viewer, area],
  );
}
