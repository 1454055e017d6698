/** An applicant as GET /job/{id}/job-applicant answers it. */
export function applicantRow(id: number, status: string, overrides: Record<string, unknown> = {}) {
  const ts = '2026-11-10T15:00:00.000Z';
  return {
    id,
    jobId: 4,
    userProfileId: 600 + id,
    status,
    statusLabel: status,
    screened: false,
    score: 7.25,
    scoreEvidence: null,
    createTs: ts,
    applyTs: ts,
    submitTs: null,
    updateTs: ts,
    screeningLastSentTs: null,
    screeningSentCount: 0,
    applicantAttended: null,
    rejectionReason: null,
    userProfile: { id: 600 + id, nameFirst: `Pro${id}`, nameLast: 'Tester', email: `pro${id}@example.test`, phone: '9375550100', avatarUrl: null, city: 'Dayton', state: 'OH' },
    interviewStatus: null,
    ...overrides,
  };
}
