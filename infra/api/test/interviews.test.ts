import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '@floorhire/rules';
import type { OutboxMessageDto } from '@floorhire/schemas';
import { slotsToUtc, type ApplicantDetail, type InterviewDto } from '@floorhire/domain-applications';
import { call, closeContext, testContext, type TestContext } from './helpers';
import { createHiringFixture, type HiringFixture } from './applications-fixtures';

let ctx: TestContext;
let f: HiringFixture;

beforeAll(async () => {
  ctx = await testContext();
  f = await createHiringFixture(ctx, { pros: 4 });
});
afterAll(closeContext);

/** A date some days ahead, as YYYY-MM-DD in the zone. */
const dayAhead = (days: number, zone: string) => DateTime.now().setZone(zone).plus({ days }).toFormat('yyyy-MM-dd');

describe('proposing and accepting interview times', () => {
  it('converts local slots in another timezone to UTC, merges dates and moves the applicant to Interview', async () => {
    const id = f.applicantIds[0]!;
    const date = dayAhead(3, 'America/Los_Angeles');
    const slots = [
      { date, times: ['09:00', '10:30'] },
      { date, times: ['09:00'] },
    ];
    const res = await call(ctx, 'POST', `/v4/job-applicant/${id}/interview`, {
      token: f.manager.token,
      body: { interviewType: 'Video', interviewLength: 30, timezone: 'America/Los_Angeles', mode: 'schedule', slots, location: 'Zoom' },
    });
    expect(res.statusCode).toBe(201);
    const interview = res.json<InterviewDto>();
    expect(interview.jobApplicantInterviewSlots.map((s) => s.tsInterview)).toEqual(slotsToUtc(slots, 'America/Los_Angeles'));
    expect(interview.jobApplicantInterviewSlots.every((s) => s.status === 'Proposed' && s.proposer === 'Business')).toBe(true);
    expect(interview).toMatchObject({ status: 'proposed', headline: 'Proposed', showAttendance: false, timezone: 'America/Los_Angeles' });
    expect(interview.timeline[0]?.text).toMatch(/^Interview proposed for Pro /u);
    const applicant = (await call(ctx, 'GET', `/v4/job-applicant/${id}`, { token: f.manager.token })).json<ApplicantDetail>();
    expect(applicant.status).toBe('Interview');
    expect(applicant.interview?.id).toBe(interview.id);
  });

  it('lets the pro accept one time: the others are declined, an ICS invite goes out, and upcoming lists it', async () => {
    const id = f.applicantIds[0]!;
    const interview = (await call(ctx, 'GET', `/v4/job-applicant/${id}/interview`, { token: f.pros[0]!.token })).json<InterviewDto>();
    const [first, second] = interview.jobApplicantInterviewSlots;
    const own = await call(ctx, 'PATCH', `/v4/job-applicant/${id}/interview/${interview.id}/interview-slot/${first!.id}`, { token: f.manager.token, body: { status: 'Accepted' } });
    expect(own.statusCode).toBe(409);
    const res = await call(ctx, 'PATCH', `/v4/job-applicant/${id}/interview/${interview.id}/interview-slot/${second!.id}`, { token: f.pros[0]!.token, body: { status: 'Accepted' } });
    expect(res.statusCode).toBe(200);
    const accepted = res.json<InterviewDto>();
    expect(accepted.jobApplicantInterviewSlots.map((s) => s.status)).toEqual(['Rejected', 'Accepted']);
    expect(accepted).toMatchObject({ status: 'accepted', headline: 'Scheduled', showAttendance: true });
    const row = await ctx.db.one<{ id: number }>(`select id from outbox_messages where user_profile_id = $1 and template = 'interview-invite' order by id desc limit 1`, [f.pros[0]!.id]);
    // Read as staff do, through the outbox route: the invite is an attachment, not body text.
    const mail = (await call(ctx, 'GET', `/v4/help-desk/outbox/${row!.id}`, { token: f.staff.token })).json<OutboxMessageDto>();
    expect(mail.subject).toMatch(/^Interview time scheduled/u);
    expect(mail.bodyText).not.toContain('BEGIN:VCALENDAR');
    expect(mail.bodyText).toMatch(/Interview time scheduled: .+\(30 minutes\)/u);
    expect(mail.attachments).toHaveLength(1);
    const invite = mail.attachments[0]!;
    expect(invite).toMatchObject({ filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST' });
    expect(invite.content).toMatch(/^BEGIN:VCALENDAR\r\n/u);
    expect(invite.content).toContain('\r\nMETHOD:REQUEST\r\n');
    const vevent = /BEGIN:VEVENT\r\n[\s\S]*END:VEVENT/u.exec(invite.content)?.[0];
    expect(vevent).toContain(`\r\nDTSTART:${second!.tsInterview.replace(/[-: ]/gu, '').replace(/^(\d{8})/u, '$1T')}Z\r\n`);
    const upcoming = await call(ctx, 'GET', `/v4/employer/${f.employerId}/interview`, { token: f.manager.token });
    expect(upcoming.json()).toEqual([expect.objectContaining({ jobApplicantId: id, tsInterview: second!.tsInterview, slotStatus: 'Accepted' })]);
    const mine = await call(ctx, 'GET', `/v4/employer/${f.employerId}/interview?filter=${encodeURIComponent(JSON.stringify({ where: { userProfileId: f.manager.id } }))}`, { token: f.manager.token });
    expect(mine.json()).toEqual([]);
    expect((await call(ctx, 'GET', `/v4/employer/${f.employerId}/interview`, { token: f.otherEmployerUser.token })).statusCode).toBe(403);
  });

  it('refuses attendance before acceptance and records it after; confirms and cancels with an ICS cancellation', async () => {
    const id = f.applicantIds[1]!;
    const created = (await call(ctx, 'POST', `/v4/job-applicant/${id}/interview`, {
      token: f.manager.token,
      body: { interviewType: 'Onsite', slots: [{ date: dayAhead(2, 'America/Chicago'), times: ['13:00'] }] },
    })).json<InterviewDto>();
    expect((await call(ctx, 'PATCH', `/v4/job-applicant/${id}/interview/${created.id}`, { token: f.manager.token, body: { applicantAttended: 1 } })).statusCode).toBe(409);
    const slot = created.jobApplicantInterviewSlots[0]!;
    await call(ctx, 'PATCH', `/v4/job-applicant/${id}/interview/${created.id}/interview-slot/${slot.id}`, { token: f.pros[1]!.token, body: { status: 'Accepted' } });
    const confirmed = await call(ctx, 'PATCH', `/v4/job-applicant/${id}/interview/${created.id}/interview-slot/${slot.id}`, { token: f.pros[1]!.token, body: { status: 'Confirmed' } });
    expect(confirmed.json<InterviewDto>().status).toBe('accepted');
    const attended = await call(ctx, 'PATCH', `/v4/job-applicant/${id}/interview/${created.id}`, { token: f.manager.token, body: { applicantAttended: 1 } });
    expect(attended.json()).toMatchObject({ applicantAttended: 1, showAttendance: false });
    const canceled = await call(ctx, 'PATCH', `/v4/job-applicant/${id}/interview/${created.id}/interview-slot/${slot.id}`, { token: f.manager.token, body: { status: 'Canceled' } });
    expect(canceled.json<InterviewDto>()).toMatchObject({ status: 'canceled', headline: 'Canceled' });
    expect(canceled.json<InterviewDto>().timeline.at(-1)?.text).toMatch(/^Interview canceled for /u);
    const cancelMail = await ctx.db.one<{ body_text: string; attachments: OutboxMessageDto['attachments'] }>(
      `select body_text, attachments from outbox_messages where user_profile_id = $1 and template = 'interview-cancel' order by id desc limit 1`,
      [f.pros[1]!.id],
    );
    expect(cancelMail?.body_text).not.toContain('BEGIN:VCALENDAR');
    expect(cancelMail?.attachments[0]).toMatchObject({ filename: 'invite.ics', contentType: 'text/calendar; method=CANCEL' });
    expect(cancelMail?.attachments[0]?.content).toContain('METHOD:CANCEL');
    expect(cancelMail?.attachments[0]?.content).toMatch(/SEQUENCE:[1-9]/u);
    const back = await call(ctx, 'PATCH', `/v4/job-applicant/${id}/interview/${created.id}/interview-slot/${slot.id}`, { token: f.manager.token, body: { status: 'Accepted' } });
    expect(back.statusCode).toBe(409);
  });

  it('creates a set-mode time Accepted, refuses past and same-day times, and lets the pro counter-propose', async () => {
    const id = f.applicantIds[2]!;
    const past = await call(ctx, 'POST', `/v4/job-applicant/${id}/interview`, { token: f.manager.token, body: { interviewType: 'Phone', slots: ['2020-01-01 15:00:00'] } });
    expect(past.statusCode).toBe(422);
    const today = await call(ctx, 'POST', `/v4/job-applicant/${id}/interview`, {
      token: f.manager.token,
      body: { interviewType: 'Phone', timezone: 'Pacific/Kiritimati', slots: [{ date: dayAhead(0, 'Pacific/Kiritimati'), times: ['23:45'] }] },
    });
    expect(today.statusCode).toBe(422);
    const set = (await call(ctx, 'POST', `/v4/job-applicant/${id}/interview`, {
      token: f.staff.token,
      body: { interviewType: 'Phone', mode: 'set', slots: [{ date: dayAhead(4, 'America/Chicago'), times: ['08:00'] }] },
    })).json<InterviewDto>();
    expect(set.jobApplicantInterviewSlots[0]).toMatchObject({ status: 'Accepted', proposer: 'Super Admin' });
    expect(set.status).toBe('accepted');
    const counter = await call(ctx, 'POST', `/v4/job-applicant/${id}/interview/${set.id}/interview-slot`, {
      token: f.pros[2]!.token,
      body: { slots: [{ date: dayAhead(5, 'America/Chicago'), times: ['10:00', '11:00'] }] },
    });
    expect(counter.statusCode).toBe(201);
    const after = counter.json<InterviewDto>();
    expect(after.jobApplicantInterviewSlots.map((s) => [s.status, s.proposer])).toEqual([
      ['Rescheduled', 'Super Admin'],
      ['Proposed', 'Skilled Pro'],
      ['Proposed', 'Skilled Pro'],
    ]);
    expect(after.timeline.at(-1)?.text).toMatch(/^Interview proposed by /u);
    expect((await call(ctx, 'GET', `/v4/job-applicant/${id}/interview`, { token: f.otherEmployerUser.token })).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/v4/job-applicant/${id}/interview`, { token: f.pros[0]!.token })).statusCode).toBe(404);
  });
});

describe('calendar', () => {
  it('refuses providers other than Google and Microsoft with "Invalid calendar provider"', async () => {
    const res = await call(ctx, 'GET', '/v4/calendar-auth/yahoo/auth', { token: f.admin.token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: AUTH_ERRORS.invalidCalendarProvider });
    expect((await call(ctx, 'GET', '/v4/calendar-auth/google/auth', { token: f.manager.token })).statusCode).toBe(403);
  });

  it('connects through the local adapter and the callback, then disconnects', async () => {
    const start = await call(ctx, 'GET', `/v4/calendar-auth/microsoft/auth?redirectUri=${encodeURIComponent('/employer/calendar-callback')}`, { token: f.admin.token });
    expect(start.statusCode).toBe(200);
    const url = new URL(start.json<{ url: string }>().url);
    expect(url.pathname).toBe('/employer/calendar-callback');
    const code = url.searchParams.get('code')!;
    const state = url.searchParams.get('state')!;
    expect((await call(ctx, 'POST', '/v4/calendar-auth/microsoft/callback', { token: f.admin.token, body: { code, state: `${state}x` } })).statusCode).toBe(400);
    const done = await call(ctx, 'POST', '/v4/calendar-auth/microsoft/callback', { token: f.admin.token, body: { code, state } });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({ provider: 'microsoft', email: f.admin.email, status: 'connected' });
    const stored = await ctx.db.one<{ credentials: string }>('select credentials from calendar_accounts where id = $1', [done.json<{ id: number }>().id]);
    expect(stored?.credentials).not.toContain('local');
    const data = await call(ctx, 'GET', `/v4/calendar/user/${f.admin.id}/public-data`, { token: f.admin.token });
    expect(data.json()).toMatchObject({ connected: true, accounts: [{ provider: 'microsoft' }] });
    expect((await call(ctx, 'GET', `/v4/calendar/user/${f.admin.id}/public-data`, { token: f.manager.token })).statusCode).toBe(404);
    expect((await call(ctx, 'GET', '/v4/check-primary-calendar-id?lastRetry=true', { token: f.admin.token })).json()).toMatchObject({ ready: true });
    expect((await call(ctx, 'GET', `/v4/calendar-auth/google/auth?redirectUri=${encodeURIComponent('https://evil.test/cb')}`, { token: f.admin.token })).statusCode).toBe(400);
    const accountId = done.json<{ id: number }>().id;
    expect((await call(ctx, 'POST', '/v4/calendar/disconnect', { token: f.otherEmployerUser.token, body: { accountId } })).statusCode).toBe(404);
    expect((await call(ctx, 'POST', '/v4/calendar/disconnect', { token: f.admin.token, body: { accountId } })).statusCode).toBe(200);
    expect((await call(ctx, 'GET', `/v4/calendar/user/${f.admin.id}/public-data`, { token: f.admin.token })).json()).toMatchObject({ connected: false });
  });

  it('invites in calendar mode, reschedules with a higher SEQUENCE and cancels', async () => {
    const id = f.applicantIds[3]!;
    const ts = slotsToUtc([{ date: dayAhead(6, 'America/Chicago'), times: ['09:00'] }], 'America/Chicago')[0]!;
    const created = await call(ctx, 'POST', '/v4/interview', { token: f.manager.token, body: { jobApplicantId: id, tsInterview: ts, interviewType: 'Onsite' } });
    expect(created.statusCode).toBe(201);
    const interview = created.json<InterviewDto>();
    expect(interview).toMatchObject({ schedulingMode: 'calendar', status: 'proposed' });
    const events = await call(ctx, 'GET', `/v4/interview/interview-list/${f.pros[3]!.id}`, { token: f.pros[3]!.token });
    expect(events.json()).toEqual([expect.objectContaining({ interviewId: interview.id, status: 'pending', description: 'Interview request sent' })]);
    const later = slotsToUtc([{ date: dayAhead(7, 'America/Chicago'), times: ['09:00'] }], 'America/Chicago')[0]!;
    const moved = await call(ctx, 'POST', `/v4/interview/reschedule/${interview.id}`, { token: f.manager.token, body: { tsInterview: later } });
    expect(moved.json<InterviewDto>().jobApplicantInterviewSlots.map((s) => s.status)).toEqual(['Rescheduled', 'Accepted']);
    const event = await ctx.db.one<{ sequence: number; status: string }>('select sequence, status from calendar_events where interview_id = $1', [interview.id]);
    expect(event).toMatchObject({ status: 'accepted' });
    expect(event!.sequence).toBeGreaterThan(0);
    expect((await call(ctx, 'DELETE', `/v4/interview/${interview.id}`, { token: f.otherEmployerUser.token })).statusCode).toBe(404);
    const canceled = await call(ctx, 'DELETE', `/v4/interview/${interview.id}`, { token: f.manager.token });
    expect(canceled.json<InterviewDto>().status).toBe('canceled');
    const after = await ctx.db.one<{ sequence: number; status: string }>('select sequence, status from calendar_events where interview_id = $1', [interview.id]);
    expect(after!.status).toBe('canceled');
    expect(after!.sequence).toBeGreaterThan(event!.sequence);
  });
});
