import { describe, expect, it } from 'vitest';
import { handOverTarget } from './hand-over';

const target = (query: string) => handOverTarget(new URLSearchParams(query));

describe('hand-over from the older employer interface (spec 000 §2.2)', () => {
  it('forwards a route name to its page, with the employer to switch to', () => {
    expect(target('routeName=employer-jobs-id-index-candidates&id=42&employerId=7')).toBe('/employer/jobs/42/candidates?employerId=7');
    expect(target('routeName=employer-jobs-id-index-pro-proId-application-applicationId&id=4&proId=9&applicationId=12')).toBe('/employer/jobs/4/pro/9/application/12');
    expect(target('routeName=employer-pro')).toBe('/employer/pro');
  });

  it('prefers a same-site redirectUrl and refuses another origin or a bad id', () => {
    expect(target('redirectUrl=%2Femployer%2Fdashboard&employerId=3')).toBe('/employer/dashboard?employerId=3');
    expect(target('redirectUrl=https%3A%2F%2Fevil.test')).toBeNull();
    expect(target('redirectUrl=%2F%2Fevil.test')).toBeNull();
    expect(target('routeName=employer-pro-id&id=1%20or%201')).toBeNull();
    expect(target('routeName=unknown')).toBeNull();
  });
});
