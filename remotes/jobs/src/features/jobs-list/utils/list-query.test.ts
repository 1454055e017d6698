import { describe, expect, it } from 'vitest';
import { JOB_SORT_CHOICES, countFilter, listFilter, type JobListState } from './list-query';

const base: JobListState = { statuses: ['live', 'draft'], scope: 'all', sort: '', page: 1, pageSize: 50, search: '', employerId: null };
const employer = { userId: 7, isStaff: false };
const staff = { userId: 1, isStaff: true };

describe('jobs list query (spec 001 §2, §7, §9)', () => {
  it('sends the default Live and Draft filter and drops empty values', () => {
    expect(listFilter(base, employer)).toEqual({ filter: { where: { status: { inq: ['live', 'draft'] } }, limit: 50, skip: 0 } });
  });

  it('drops the status filter when nothing is chosen and the search when blank', () => {
    const { filter, search } = listFilter({ ...base, statuses: [], search: '   ' }, employer);
    expect(filter).not.toHaveProperty('where');
    expect(search).toBeUndefined();
  });

  it('turns All into every status the viewer may filter by', () => {
    expect(listFilter({ ...base, statuses: ['all'] }, employer).filter.where).toEqual({ status: { inq: ['live', 'draft', 'removed'] } });
    expect(listFilter({ ...base, statuses: ['all'] }, staff).filter.where).toEqual({ status: { inq: ['draft', 'live', 'removed', 'archived', 'expired'] } });
  });

  it('Mine is the employer user’s jobs, or the staff member’s assigned jobs', () => {
    expect(listFilter({ ...base, scope: 'mine' }, employer).filter.where).toMatchObject({ employerUserProfileId: 7 });
    expect(listFilter({ ...base, scope: 'mine' }, staff).filter.where).toMatchObject({ assigneeId: 1 });
  });

  it('puts the chosen sort first, then statusUpdateTs desc, and pages with limit and skip', () => {
    const { filter } = listFilter({ ...base, sort: 'interview DESC', page: 3, pageSize: 25 }, employer);
    expect(filter).toMatchObject({ order: ['interview DESC', 'statusUpdateTs DESC'], limit: 25, skip: 50 });
  });

  it('offers every sort column of §2 in both directions', () => {
    expect(JOB_SORT_CHOICES.map((c) => c.label)).toEqual([
      'Last Updated: high to low',
      'Last Updated: low to high',
      'New Applications: high to low',
      'New Applications: low to high',
      'Outreach: high to low',
      'Outreach: low to high',
      'Engaged: high to low',
      'Engaged: low to high',
      'Reviewed: high to low',
      'Reviewed: low to high',
      'Interview: high to low',
      'Interview: low to high',
      'Offer: high to low',
      'Offer: low to high',
    ]);
  });

  it('counts with the same filter but without paging or order', () => {
    expect(countFilter({ ...base, sort: 'offer ASC', page: 2, search: 'cnc' }, employer)).toEqual({ filter: { where: { status: { inq: ['live', 'draft'] } } }, search: 'cnc' });
  });

  it('lets staff narrow to one employer', () => {
    expect(listFilter({ ...base, employerId: 3 }, staff).filter.where).toMatchObject({ employerId: 3 });
    expect(listFilter({ ...base, employerId: 3 }, employer).filter.where).not.toHaveProperty('employerId');
  });
});
