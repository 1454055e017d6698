import { describe, expect, it } from 'vitest';
import { groupRows, isPast, slotLabel, zoneChoices } from './slot-times';

describe('interview times in the pro\'s zone', () => {
  it('reads a UTC slot in the pro\'s zone on both sides of a daylight-saving change', () => {
    expect(slotLabel('2027-03-12 15:00:00', 'America/New_York')).toBe('Fri, Mar 12, 2027, 10:00 AM EST');
    expect(slotLabel('2027-03-15 14:00:00', 'America/New_York')).toBe('Mon, Mar 15, 2027, 10:00 AM EDT');
    expect(slotLabel('2027-03-15 14:00:00', 'America/Los_Angeles')).toBe('Mon, Mar 15, 2027, 7:00 AM PDT');
  });
  it('groups the propose form by date in time order and drops blank rows', () => {
    expect(groupRows([{ date: '2027-03-15', time: '14:00' }, { date: '2027-03-12', time: '10:00' }, { date: '2027-03-15', time: '09:30' }, { date: '', time: '10:00' }])).toEqual([
      { date: '2027-03-12', times: ['10:00'] },
      { date: '2027-03-15', times: ['09:30', '14:00'] },
    ]);
  });
  it('knows a UTC time that is over, whatever zone the pro reads it in', () => {
    const now = new Date('2027-03-14T07:30:00Z'); // 3:30 AM EDT, just after the spring change
    expect(isPast('2027-03-14 07:00:00', now)).toBe(true);
    expect(isPast('2027-03-14 08:00:00', now)).toBe(false);
  });
  it('offers the browser zone when it is not a US zone', () => {
    expect(zoneChoices('Europe/Berlin')[0]).toBe('Europe/Berlin');
    expect(zoneChoices('America/Chicago')).not.toContain('Europe/Berlin');
  });
});
