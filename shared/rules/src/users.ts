// User statuses and types of spec 000 §4.
export const USER_STATUSES = ['archive', 'block', 'normal', 'invited', 'probation', 'unconfirmed', 'unverified', 'suspend'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_STATUS_LABELS: Readonly<Record<UserStatus, string>> = {
  archive: 'archived',
  block: 'blocked',
  normal: 'normal',
  invited: 'invited',
  probation: 'probation',
  unconfirmed: 'unconfirmed',
  unverified: 'unverified',
  suspend: 'suspended',
};

/** Employers see a normal user as a team member (spec 000 §4). */
export function userStatusLabel(status: UserStatus, viewer: 'staff' | 'employer' = 'staff'): string {
  if (viewer === 'employer' && status === 'normal') return 'team member';
  return USER_STATUS_LABELS[status];
}

/** Notification channel summary of spec 000 §3. */
export type ChannelSummary = 'none' | 'email' | 'sms' | 'both';
export function channelSummary(notificationEmail: number | boolean, notificationSms: number | boolean): ChannelSummary {
  const email = Boolean(notificationEmail);
  const sms = Boolean(notificationSms);
  if (email && sms) return 'both';
  if (email) return 'email';
  if (sms) return 'sms';
  return 'none';
}
