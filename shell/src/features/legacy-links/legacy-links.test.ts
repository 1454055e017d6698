import { describe, expect, it, vi } from 'vitest';
import { findEmployerHoldingConversation, mapLegacyLink, resolveConversationEmployer, type LegacyLinkInput } from './legacy-links';

function map(url: string, extra: Partial<LegacyLinkInput> = {}) {
  const u = new URL(url, 'http://x');
  return mapLegacyLink({ path: u.pathname, query: u.searchParams, currentEmployerId: 1, employerIds: [1], ...extra });
}

describe('legacy deep links (spec 000 §2.2)', () => {
  it.each([
    // [legacy address, target, route name]
    ['/settings/notifications', '/employer/settings/notifications', 'settings-notifications'],
    ['/user-settings', '/employer/settings/notifications', 'user-settings'],
    ['/employer/user-settings', '/employer/settings/notifications', 'employer-user-settings'],
    ['/employer/settings/notification-preferences', '/employer/settings/notifications', 'employer-settings-notifications'],
    ['/settings/sign-in', '/employer/settings/sign-in', 'settings-sign-in'],
    ['/employer/settings', '/employer/settings/company-profile', 'employer-settings'],
    ['/employer?conversationId=55', '/employer/messages?conversationId=55', 'employer'],
    ['/employer?jobApplicantId=9', '/employer/messages/conversation?jobApplicantId=9', 'employer'],
    [
      '/employer/jobs/4/pro/7/application/31',
      '/employer/messages/resume?jobId=4&proId=7&jobApplicantId=31',
      'employer-jobs-id-index-pro-proId-application-applicationId',
    ],
    ['/employer/jobs?employerId=1&fromUI3=true', '/employer/jobs?employerId=1', 'employer-jobs'],
    ['/employer/pro?employerId=1&fromUI3=true', '/employer/pro?employerId=1', 'employer-pro'],
    ['/employer/pro/12?ui3SelectedEmployerId=1', '/employer/pro/12', 'employer-pro-id'],
    ['/employer/jobs/3/candidates?fromUI3=true', '/employer/jobs/3/candidates', 'employer-jobs-id-index-candidates'],
    ['/employer/users?fromUI3=true', '/employer/users', 'employer-users'],
  ])('%s → %s', (url, target, routeName) => {
    expect(map(url)).toEqual({ kind: 'redirect', to: target, routeName, employerId: 1 });
  });

  it.each(['/employer', '/employer/jobs', '/employer/pro/12', '/employer/users', '/pro/resume', '/login'])('%s is already a current address', (url) => {
    expect(map(url)).toEqual({ kind: 'none' });
  });

  it('carries the chosen employer id', () => {
    expect(map('/settings/sign-in?employerId=2', { employerIds: [1, 2] })).toEqual({
      kind: 'redirect',
      to: '/employer/settings/sign-in?employerId=2',
      routeName: 'settings-sign-in',
      employerId: 2,
    });
  });

  it('asks for the conversation’s employer when the user belongs to several employers', () => {
    expect(map('/employer?conversationId=55', { employerIds: [1, 2] })).toEqual({ kind: 'resolve-conversation', conversationId: 55 });
    expect(map('/employer?conversationId=55', { employerIds: [1, 2], conversationEmployerId: 2 })).toEqual({
      kind: 'redirect',
      to: '/employer/messages?conversationId=55&employerId=2',
      routeName: 'employer',
      employerId: 2,
    });
  });

  it('uses the current employer for a single-employer user without a lookup', () => {
    expect(map('/employer?conversationId=55')).toMatchObject({ kind: 'redirect', to: '/employer/messages?conversationId=55', employerId: 1 });
  });

  it('leaves an application URL alone once a released remote serves it directly', () => {
    expect(map('/employer/jobs/4/pro/7/application/31', { servedDirectly: () => true })).toEqual({ kind: 'none' });
  });
});

describe('resolveConversationEmployer', () => {
  it('returns the employer that owns the conversation', async () => {
    await expect(resolveConversationEmployer(async () => 2, [1, 2], 55, 1)).resolves.toBe(2);
  });
  it('falls back to the current employer with a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(resolveConversationEmployer(async () => { throw new Error('down'); }, [1, 2], 55, 1)).resolves.toBe(1);
    await expect(resolveConversationEmployer(async () => 99, [1, 2], 55, 1)).resolves.toBe(1);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('findEmployerHoldingConversation', () => {
  const holding = (owner: number, asked: number[]) => async (employerId: number, ids: readonly number[]) => {
    asked.push(employerId);
    return employerId === owner ? ids.map((conversationId) => ({ conversationId })) : [];
  };

  it('asks each employer for the conversation header and stops at the first that holds it', async () => {
    const asked: number[] = [];
    await expect(findEmployerHoldingConversation(holding(2, asked), [1, 2, 3], 55)).resolves.toBe(2);
    expect(asked).toEqual([1, 2]);
  });

  it('answers null when no employer holds it, so the caller falls back to the current employer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const find = (ids: readonly number[], id: number) => findEmployerHoldingConversation(holding(9, []), ids, id);
    await expect(find([1, 2], 55)).resolves.toBeNull();
    await expect(resolveConversationEmployer(find, [1, 2], 55, 1)).resolves.toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('skips an employer it could not ask, and raises the failure only when nobody held it', async () => {
    const flaky = async (employerId: number, ids: readonly number[]) => {
      if (employerId === 1) throw new Error('down');
      return employerId === 2 ? ids.map((conversationId) => ({ conversationId })) : [];
    };
    await expect(findEmployerHoldingConversation(flaky, [1, 2], 55)).resolves.toBe(2);
    await expect(findEmployerHoldingConversation(flaky, [1, 3], 55)).rejects.toThrow('down');
  });
});
