import type { ApexOptions } from 'apexcharts';
import type { StatPoint } from '../rules/dashboard-stats';

// One weekly statistic as an ApexCharts column chart (spec 001 §2). The API draws it to SVG on
// the server and the applicants remote draws the same options live once a user reaches for the
// chart (ADR 283), so both sides build them here.

/** Height of every dashboard chart, in px; the card reserves it before the chart arrives. */
export const STAT_CHART_HEIGHT = 180;
export const STAT_CHART_COLOR = '#00900D';

/** A week's Monday, 'YYYY-MM-DD', as the axis shows it: month/day without leading zeros. */
export const weekLabel = (date: string) => {
  const match = /^\d{4}-(\d{2})-(\d{2})$/u.exec(date);
  return match ? `${Number(match[1])}/${Number(match[2])}` : '';
};

// The server draws text without a font to measure it by: axis labels are given the room their
// characters need at 11 px (up to 8.5 px each in the fonts a phone has), and a crowded week axis shows every other week,
// counting back from this one, where the browser would hide the labels that overlap.
const CHAR_PX = 8.5;

/** Room for the y axis' widest label: the nice scale rounds the top up, 83 to 100. */
function yLabelWidth(points: readonly StatPoint[]): number {
  const top = Math.ceil(Math.max(1, ...points.map((p) => p.count)) * 1.25);
  return String(top).length * CHAR_PX + 4;
}

/** Week labels for a chart `width` px wide, blanks where they would overlap. */
export function weekLabelsFor(points: readonly StatPoint[], width: number): string[] {
  const labels = points.map((p) => weekLabel(p.date));
  const widest = Math.max(0, ...labels.map((l) => l.length)) * CHAR_PX + 16;
  const slot = (width - yLabelWidth(points) - 16) / Math.max(1, labels.length);
  const every = Math.max(1, Math.ceil(widest / slot));
  return labels.map((label, i) => ((labels.length - 1 - i) % every === 0 ? label : ''));
}

/**
 * Sized for a 375 px phone: no toolbar, no data labels on the bars, short week labels,
 * whole-number axis. `width` is the chart's pixel width on the server, '100%' in the browser.
 */
export function statChartOptions(title: string, points: readonly StatPoint[], color: string = STAT_CHART_COLOR, width: number | '100%' = '100%'): ApexOptions {
  return {
    chart: { id: title, type: 'bar', height: STAT_CHART_HEIGHT, width, toolbar: { show: false }, zoom: { enabled: false }, animations: { enabled: false }, fontFamily: 'inherit', parentHeightOffset: 0 },
    series: [{ name: title, data: points.map((p) => p.count) }],
    colors: [color],
    plotOptions: { bar: { borderRadius: 3, columnWidth: '55%' } },
    dataLabels: { enabled: false },
    xaxis: { categories: width === '100%' ? points.map((p) => weekLabel(p.date)) : weekLabelsFor(points, width), labels: { rotate: 0, hideOverlappingLabels: true, style: { fontSize: '11px' } }, axisTicks: { show: false } },
    yaxis: { min: 0, forceNiceScale: true, labels: { minWidth: yLabelWidth(points), formatter: (v: number) => String(Math.round(v)) } },
    grid: { strokeDashArray: 3, padding: { left: 4, right: 4 } },
    tooltip: { y: { formatter: (v: number) => String(v) } },
    legend: { show: false },
  };
}
