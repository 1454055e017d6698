import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CreateUserBodySchema,
  EMPLOYER_LIST,
  STAFF_SPEC_TEXTS,
  USER_LIST,
  UserListWhereSchema,
  actAsActionLabel,
  isNameSearch,
  isStaffReturnPath,
  nameMatch,
  phoneSearchDigits,
  statusMovesFrom,
} from './index';

describe('staff rules', () => {
  it('keeps the spec 002 §8 texts word for word', () => {
    expect(STAFF_SPEC_TEXTS).toMatchObject({
      superAdminsLoadFailed: "Couldn't load super admins",
      createEmployerFailed: 'Error creating employer',
      authGroupUpdateFailed: 'Error updating auth group',
    });
  });

  it('has the spec 002 §9 page sizes and sorts', () => {
    expect(USER_LIST).toEqual({ pageSize: 25, pageSizes: [10, 25, 50, 100], order: 'createTs DESC' });
    expect(EMPLOYER_LIST.pageSize).toBe(10);
    expect(EMPLOYER_LIST.pageSizes).toEqual([10, 25, 50, 100]);
    expect(EMPLOYER_LIST.sorts.map((s) => s.label)).toEqual(['Last Updated', 'Jobs', 'Members', 'Contacts']);
    expect(EMPLOYER_LIST.sorts[0]!.order).toBe('updateTs DESC');
  });

  it('a name search takes letters, apostrophe, comma, period, space and hyphen only (spec 002 §5)', () => {
    expect(isNameSearch("María O'Neil-Smith, Jr.")).toBe(true);
    expect(isNameSearch('Ann2')).toBe(false);
    expect(isNameSearch('Ann; drop')).toBe(false);
    expect(v.safeParse(UserListWhereSchema, { name: 'Ann_' }).success).toBe(false);
  });

  it('splits a name with a space into first and last; one word matches either', () => {
    expect(nameMatch('  Ann  ')).toEqual({ kind: 'either', word: 'Ann' });
    expect(nameMatch('Ann Van Dyke')).toEqual({ kind: 'both', first: 'Ann', last: 'Van Dyke' });
    expect(nameMatch('\u0007')).toEqual({ kind: 'none' });
  });

  it('a phone search uses the digits only', () => {
    expect(phoneSearchDigits('(608) 555-0101')).toBe('6085550101');
    expect(v.parse(UserListWhereSchema, { phone: '+1 608.555' }).phone).toBe('1608555');
  });

  it('offers archive, block, suspend, and back to normal only from a stopped status', () => {
    expect(statusMovesFrom('normal')).toEqual(['archive', 'block', 'suspend']);
    expect(statusMovesFrom('block')).toEqual(['archive', 'suspend', 'normal']);
    expect(statusMovesFrom('invited')).toEqual(['archive', 'block', 'suspend']);
  });

  it('returns only to staff pages', () => {
    expect(isStaffReturnPath('/admin/users/employer/12/login')).toBe(true);
    expect(isStaffReturnPath('/admin')).toBe(true);
    for (const bad of ['/employer', '//evil.test/admin', '/admin/../employer', 'https://evil.test/admin', '/administrator']) expect(isStaffReturnPath(bad), bad).toBe(false);
  });

  it('an employer user needs an employer; other groups do not', () => {
    const base = { email: 'a@b.test', nameFirst: 'A', nameLast: 'B' };
    expect(v.safeParse(CreateUserBodySchema, { ...base, groupMembership: 'Hiring Manager' }).issues?.[0]?.message).toBe('A user must belong to at least one employer');
    expect(v.safeParse(CreateUserBodySchema, { ...base, groupMembership: 'Hiring Manager', employerIds: [3] }).success).toBe(true);
    expect(v.parse(CreateUserBodySchema, { ...base, groupMembership: 'Expert' }).sendWelcome).toBe(true);
  });

  it('names the writes of the audit trail', () => {
    expect(actAsActionLabel('POST', '/v4/job', '/v4/job')).toBe('Created a job');
    expect(actAsActionLabel('DELETE', '/v4/shortlist/:id', '/v4/shortlist/4')).toBe('DELETE /shortlist/4');
  });
});
