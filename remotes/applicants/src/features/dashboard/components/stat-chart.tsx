import { useCallback, useRef } from 'react';
// The bare ApexCharts class plus the bar type only (ADR 140): 145 KB brotli where the
// batteries-included build that react-apexcharts imports is 243 KB. Tooltips are in the core.
import ApexCharts from 'apexcharts/core';
import 'apexcharts/bar';
import type { ApexOptions } from 'apexcharts';
import type { StatPoint } from '@floorhire/domain-applications';
import { useDrawing } from '@floorhire/remote-kit';

/** A week's Monday, 'YYYY-MM-DD', as the axis shows it: month/day without leading zeros. */
export const weekLabel = (date: string) => {
  const match = /^\d{4}-(\d{2})-(\d{2})$/u.exec(date);
  return match ? `${Number(match[1])}/${Number(match[2])}` : '';
};

/** The chart options of one weekly statistic (exported for tests). */
export function statChartOptions(title: string, points: readonly StatPoint[], color: string): ApexOptions {
  return {
    chart: { id: title, type: 'bar', height: 180, width: '100%', toolbar: { show: false }, zoom: { enabled: false }, animations: { enabled: false }, fontFamily: 'inherit', parentHeightOffset: 0 },
    series: [{ name: title, data: points.map((p) => p.count) }],
    colors: [color],
    plotOptions: { bar: { borderRadius: 3, columnWidth: '55%' } },
    dataLabels: { enabled: false },
    xaxis: { categories: points.map((p) => weekLabel(p.date)), labels: { rotate: 0, hideOverlappingLabels: true, style: { fontSize: '11px' } }, axisTicks: { show: false } },
    yaxis: { min: 0, forceNiceScale: true, labels: { formatter: (v: number) => String(Math.round(v)) } },
    grid: { strokeDashArray: 3, padding: { left: 4, right: 4 } },
    tooltip: { y: { formatter: (v: number) => String(v) } },
    legend: { show: false },
  };
}

/**
 * One weekly statistic as an ApexCharts column chart. Sized for a 375 px phone: no toolbar, no
 * data labels on the bars, short week labels, whole-number axis. Loaded lazily with the dashboard.
 */
export function StatChart({ title, points, color = '#00900D' }: { title: string; points: readonly StatPoint[]; color?: string }) {
  const host = useRef<HTMLDivElement>(null);
  // Each chart draws in a task of its own: the dashboard's five are five short tasks, not one long one.
  const draw = useCallback(
    (element: HTMLElement) => {
      const chart = new ApexCharts(element, statChartOptions(title, points, color));
      void chart.render();
      return chart;
    },
    [title, points, color],
  );
  useDrawing(host, draw);
  return <div ref={host} style={{ minHeight: 180 }} />;
}
