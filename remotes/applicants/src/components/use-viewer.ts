import { useEffect, useState } from 'react';
import { useRemoteProps } from '@floorhire/contract';
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

/**
 * Who is looking, from the shell's session accessor. Re-read when the bus says the employer or
 * the session changed, so a switch in the app bar re-scopes every employer call.
 */
export function useViewer(): Viewer {
  const { session, bus } = useRemoteProps();
  const [, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((n) => n + 1);
    const offSwitch = bus.on('employer.switched', bump);
    const offSession = bus.on('session.changed', bump);
    return () => {
      offSwitch();
      offSession();
    };
  }, [bus]);
  const user = session.getUser();
  const roles = user?.roles ?? [];
  const staff = roles.includes(ROLES.userAdmin) || user?.groupMembership === 'Super Admin';
  return {
    kind: staff ? 'staff' : 'employer',
    userId: user?.id ?? null,
    employerId: staff ? null : (user?.activeEmployerId ?? null),
    area: staff ? '/admin' : '/employer',
    canEditApplicants: staff || roles.includes(ROLES.applicantEdit),
    canConnectCalendar: roles.includes(ROLES.calendarEdit),
  };
}
