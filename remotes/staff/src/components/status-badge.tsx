import { Badge } from '@floorhire/ui';
import { userStatusLabel, type UserStatus } from '@floorhire/rules';

const USER_COLORS: Partial<Record<UserStatus, string>> = { normal: 'green', archive: 'gray', block: 'red', suspend: 'orange', invited: 'blue', unverified: 'purple' };

/** A user status of spec 000 §4, as staff read it. */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <Badge colorPalette={USER_COLORS[status] ?? 'gray'}>{userStatusLabel(status)}</Badge>;
}

const EMPLOYER_COLORS: Record<string, string> = { 'Active Customer': 'green', 'Jobs Posted': 'teal', Meeting: 'blue', Outreach: 'purple', 'Inactive Customer': 'orange', 'Not Interested': 'red', Unqualified: 'red', archive: 'gray' };

/** An employer status of spec 002 §3. */
export function EmployerStatusBadge({ status }: { status: string }) {
  return <Badge colorPalette={EMPLOYER_COLORS[status] ?? 'gray'}>{status}</Badge>;
}
