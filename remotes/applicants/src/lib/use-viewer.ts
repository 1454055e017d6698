import { useMemo } from 'react';
import { useViewer as useKitViewer } from '@floorhire/remote-kit';
import { ROLES } from '@floorhire/rules';
import type { ApplicantViewer } from '@floorhire/domain-applications';

export interface Viewer {
  kind: ApplicantViewer;
  userId: number | null;
  /** The employer the user works in now; null for staff. */
  employerId: number | null;
  /** Links to applicants and jobs go under this area (spec 001 §6). */
  area: '/admin' | '/employer';
  canEditApplicants: boolean;
  canConnectCalendar: boolean;
}

/** The kit's viewer (one definition of staff, re-read on employer switches) in this remote's terms. */
export function useViewer(): Viewer {
  const viewer = useKitViewer();
  return useMemo(
    () => ({
      kind: viewer.isStaff ? 'staff' : 'employer',
      userId: viewer.user ? viewer.userId : null,
      employerId: viewer.employerId,
      area: viewer.isStaff ? '/admin' : '/employer',
      canEditApplicants: viewer.can('applicants'),
      canConnectCalendar: viewer.roles.includes(ROLES.calendarEdit),
    }),
    [viewer],
  );
}
