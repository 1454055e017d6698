import { useCallback, useRef } from 'react';
// The bare ApexCharts class with the area type and the legend only (ADR 281): the
// batteries-included build react-apexcharts imports is about twice the size. Tooltips are in the core.
import ApexCharts from 'apexcharts/core';
import 'apexcharts/area';
import 'apexcharts/features/legend';
import type { ApexOptions } from 'apexcharts';
import { useDrawing } from '@floorhire/remote-kit';
import { REMOTE_TEXTS as T } from '#app/texts';
import type { JobSlotUsage } from '../api/get-job-slot-usage';

/** Slots used and free per day as a stacked area chart (exported for tests). */
export function slotsChartOptions(usage: JobSlotUsage): ApexOptions {
  const series: { name: string; data: number[] }[] = [{ name: T.slotsUsed, data: usage.days.map((d) => d.used) }];
  if (usage.slots !== null) series.push({ name: T.slotsFree, data: usage.days.map((d) => Math.max(0, usage.slots! - d.used)) });
  return {
    chart: { id: 'job-slots', type: 'area', stacked: true, height: 280, width: '100%', toolbar: { show: false }, zoom: { enabled: false }, animations: { enabled: false }, fontFamily: 'inherit' },
    series,
    colors: ['#007A0C', '#9AA5B1'],
    dataLabels: { enabled: false },
    stroke: { curve: 'stepline', width: 2 },
    xaxis: { type: 'datetime', categories: usage.days.map((d) => d.day), labels: { datetimeUTC: true, style: { fontSize: '11px' } } },
    yaxis: { min: 0, forceNiceScale: true, labels: { formatter: (v: number) => String(Math.round(v)) } },
    legend: { position: 'top' },
    tooltip: { x: { format: 'MMM d' } },
  };
}

/** Slots used and free per day as a stacked area chart; loaded only with this page. */
export function SlotsChart({ usage }: { usage: JobSlotUsage }) {
  const host = useRef<HTMLDivElement>(null);
  const draw = useCallback(
    (element: HTMLElement) => {
      const chart = new ApexCharts(element, slotsChartOptions(usage));
      void chart.render();
      return chart;
    },
    [usage],
  );
  useDrawing(host, draw);
  return <div ref={host} style={{ minHeight: 280 }} />;
}
