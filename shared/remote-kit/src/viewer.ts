import { useEffect, useMemo, useState } from 'react';
import { useRemoteProps, type SessionUser } from '@floorhire/contract';
import { canEdit, ROLES, type EDIT_RULES } from '@floorhire/rules';

/** Staff are the users holding user.admin (spec 000 §6): the one definition every remote uses. */
export function isStaffUser(user: Pick<SessionUser, 'roles'> | null | undefined): boolean {
  return user?.roles.includes(ROLES.userAdmin) ?? false;
}

export interface Viewer {
  user: SessionUser | null;
  /** 0 when signed out. */
  userId: number;
  name: string;
  roles: readonly string[];
  isStaff: boolean;
  /** The employer an employer user works in now; null for staff and pros. */
  employerId: number | null;
  /** The edit rules of §6 (user.admin or the named employer role). */
  can(rule: keyof typeof EDIT_RULES): boolean;
}

export function viewerOf(user: SessionUser | null): Viewer {
  const roles = user?.roles ?? [];
  const isStaff = isStaffUser(user);
  return {
    user,
    userId: user?.id ?? 0,
    name: user ? `${user.nameFirst} ${user.nameLast}`.trim() : '',
    roles,
    isStaff,
    employerId: isStaff ? null : (user?.activeEmployerId ?? null),
    can: (rule) => canEdit(roles, rule),
  };
}

/**
 * Who is looking, from the shell's session accessor. Re-read when the bus says the employer or
 * the session changed, so a switch in the app bar re-scopes every employer call.
 */
export function useViewer(): Viewer {
  const { session, bus } = useRemoteProps();
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
  const user = session.getUser();
  // The accessor may hand back the same object after a switch: a new viewer when what it reads changes.
  const key = `${revision}:${JSON.stringify(user)}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- key covers everything the viewer reads of user
  return useMemo(() => viewerOf(user), [key]);
}
