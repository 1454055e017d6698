import type { ProProfile } from '@floorhire/domain-pro-profile';

// A whole profile as GET pro/me answers it, for the unit tests of the pages (test data only;
// no page imports this file).
export function proProfileFixture(overrides: Partial<ProProfile> = {}): ProProfile {
  return {
    id: 7,
    userProfileId: 70,
    nameFirst: 'Jordan',
    nameLast: 'Rivera',
    email: 'jordan@example.test',
    phone: '9375550142',
    postalCode: '45402',
    city: 'Dayton',
    state: 'OH',
    summary: null,
    shiftFirst: false,
    shiftSecond: false,
    shiftThird: false,
    payRateMin: null,
    timezone: 'America/Chicago',
    resumeUrl: null,
    parsedResumeUrl: null,
    resumeFileName: null,
    notificationEmail: 1,
    notificationSms: 0,
    authStrategy: 'password',
    avatarUrl: null,
    hasPassword: true,
    proJobTitles: [],
    historyEmployers: [],
    educationCertifications: [],
    references: [],
    preference: { payRateMin: null, maxCommute: null, shifts: [], postalCode: null, jobTitleIds: [], industryIds: [], knowledgeDisciplineIds: [], machines: [], updateTs: null },
    taxonomy: { skillIds: [], knowledgeDisciplineIds: [], industryIds: [], machines: [] },
    completeness: { percent: 13, missing: ['resume', 'experience', 'education', 'jobTitles', 'preferences', 'taxonomy', 'references'] },
    updateTs: '2026-11-25T12:00:00.000Z',
    ...overrides,
  };
}
