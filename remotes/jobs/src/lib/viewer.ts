import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useRemoteProps } from '@floorhire/contract';
import { canEdit, ROLES } from '@floorhire/rules';

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

export function useViewer(): Viewer {
  const { session, bus } = useRemoteProps();
  const { pathname } = useLocation();
  // The shell owns the session: re-read it when the employer or the session changes.
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    const bump = () => setRevision((n) => n + 1);
    const offSwitch = bus.on('employer.switched', bump);
    const offSession = bus.on('session.changed', bump);
    return () => {
      offSwitch();
      offSession();
    };
  }, [bus]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- revision re-reads the shell's session
  const user = useMemo(() => session.getUser(), [session, revision]);
  const area = areaOf(pathname);
  return useMemo(() => {
    const roles = user?.roles ?? [];
    return {
      userId: user?.id ?? 0,
      name: user ? `${user.nameFirst} ${user.nameLast}`.trim() : '',
      isStaff: roles.includes(ROLES.userAdmin),
      employerId: user?.activeEmployerId ?? null,
      canEditJobs: canEdit(roles, 'jobs'),
      area,
      base: `/${area}/jobs`,
    };
  }, [user, area]);
}
