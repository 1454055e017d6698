import { describe, expect, it } from 'vitest';
import { LINK_TARGETS, absoluteLink, findLinkTarget, linkTo } from './links';

describe('linkTo', () => {
  it('fills path parameters, URL-encoded, and keeps only given query values', () => {
    expect(linkTo('employerApplicant', { jobId: 7, proId: 8, applicationId: 9 })).toBe('/employer/jobs/7/pro/8/application/9');
    expect(linkTo('employerApplicant', { jobId: 7, proId: 8, applicationId: 9 }, { tab: 'interview' })).toBe('/employer/jobs/7/pro/8/application/9?tab=interview');
    expect(linkTo('emailedLink', { code: 'a/b c' })).toBe('/link/a%2Fb%20c');
    expect(linkTo('employerConversation', {}, { conversationId: 5, employerId: null })).toBe('/employer/messages?conversationId=5');
    expect(linkTo('resetPassword', {}, { code: 'x+y' })).toBe('/reset-password?code=x%2By');
  });

  it('refuses a missing parameter or an undeclared query value', () => {
    expect(() => linkTo('proApplication', { id: '' })).toThrow(/missing id/);
    expect(() => linkTo('login', {}, { next: '/x' } as never)).toThrow(/next is not a declared query value/);
  });

  it('builds absolute links for e-mails from the public address', () => {
    expect(absoluteLink('https://app.floorhire.com/', 'emailedLink', { code: 'abc' })).toBe('https://app.floorhire.com/link/abc');
  });
});

describe('findLinkTarget', () => {
  it('names the target of every address linkTo builds', () => {
    for (const [name, target] of Object.entries(LINK_TARGETS)) {
      const path = target.path.replace(/:(\w+)/gu, '12');
      const query = 'query' in target ? `?${target.query.map((k) => `${k}=1`).join('&')}` : '';
      const found = findLinkTarget(`${path}${query}`);
      // '/signup' without a query is the guest sign-up, with inviteCode the invitee's.
      expect(found === name || LINK_TARGETS[found!].path === target.path, `${name}: ${path}${query} → ${found}`).toBe(true);
    }
  });

  it('knows no address outside the list, nor a declared path with an undeclared query value', () => {
    expect(findLinkTarget('/employer/conversations?conversationId=3')).toBeNull();
    expect(findLinkTarget('/pro/applications/3/screening')).toBeNull();
    expect(findLinkTarget('/login?next=/x')).toBeNull();
    expect(findLinkTarget('http://localhost:8080/link/abc')).toBe('emailedLink');
    expect(findLinkTarget('/signup?inviteCode=abc')).toBe('inviteeSignup');
    expect(findLinkTarget('/signup')).toBe('employerSignup');
  });
});
