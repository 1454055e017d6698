import { describe, expect, it } from 'vitest';
import { statChartOptions, weekLabel } from './stat-chart';

describe('stat chart', () => {
  it('labels each week by its Monday as month/day, without leading zeros', () => {
    expect(weekLabel('2026-03-02')).toBe('3/2');
    expect(weekLabel('2026-11-16')).toBe('11/16');
    expect(weekLabel('')).toBe('');
    const options = statChartOptions('Hires', [{ date: '2026-10-26', count: 1 }, { date: '2026-11-02', count: 4 }], '#00900D');
    expect(options.xaxis?.categories).toEqual(['10/26', '11/2']);
    expect(options.series).toEqual([{ name: 'Hires', data: [1, 4] }]);
  });
});
