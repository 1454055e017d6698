import { describe, expect, it } from 'vitest';
import { slotsChartOptions } from './slots-chart';

describe('job slots chart', () => {
  const days = [
    { day: '2026-11-01', used: 2 },
    { day: '2026-11-02', used: 5 },
  ];

  it('stacks slots used under the slots still free of a plan with a slot count', () => {
    const options = slotsChartOptions({ slots: 4, days });
    expect(options.series).toEqual([
      { name: expect.any(String), data: [2, 5] },
      { name: expect.any(String), data: [2, 0] },
    ]);
    expect(options.chart).toMatchObject({ type: 'area', stacked: true });
    expect(options.xaxis?.categories).toEqual(['2026-11-01', '2026-11-02']);
  });

  it('shows only what was used when the plan has no slot count', () => {
    expect(slotsChartOptions({ slots: null, days }).series).toHaveLength(1);
  });
});
