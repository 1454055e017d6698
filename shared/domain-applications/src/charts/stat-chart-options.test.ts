import { describe, expect, it } from 'vitest';
import { statChartOptions, weekLabel, weekLabelsFor } from './stat-chart-options';

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

describe('stat chart drawn by the server', () => {
  const weeks = (counts: number[]) => counts.map((count, i) => ({ date: `2026-11-${String(2 + 7 * (i % 4)).padStart(2, '0')}`, count }));

  it('shows every week label when they fit, and every other one, ending on this week, when crowded', () => {
    const five = weeks([1, 2, 3, 4, 5]);
    expect(weekLabelsFor(five, 400)).toEqual(['11/2', '11/9', '11/16', '11/23', '11/2']);
    expect(weekLabelsFor(five, 255)).toEqual(['11/2', '', '11/16', '', '11/2']);
    const options = statChartOptions('Hires', five, '#00900D', 255);
    expect(options.xaxis?.categories).toEqual(['11/2', '', '11/16', '', '11/2']);
    // The browser's chart hides overlapping labels itself and keeps them all.
    expect(statChartOptions('Hires', five).xaxis?.categories).toHaveLength(5);
  });

  it('leaves the y axis room for its widest label, the nice top of the scale included', () => {
    const minWidth = (counts: number[]) => (statChartOptions('Pros', weeks(counts)).yaxis as { labels: { minWidth: number } }).labels.minWidth;
    expect(minWidth([0, 3, 9])).toBeLessThan(minWidth([0, 30, 83]));
    expect(minWidth([0, 30, 83])).toBe(3 * 8.5 + 4);
  });
});
