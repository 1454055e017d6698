// The bare ApexCharts class plus the bar type only (ADR 140): 138 KB brotli where the
// batteries-included build that react-apexcharts imports is 243 KB. Tooltips are in the core.
// Loaded only when a user reaches for a chart the server drew (ADR 283).
import ApexCharts from 'apexcharts/core';
import 'apexcharts/bar';
// Focus and arrow keys through the weeks, read out as they go: the server's drawing is focusable
// (ApexCharts' server build carries every feature), so the live chart a keyboard wakes is too.
import 'apexcharts/features/keyboard';
import { statChartOptions, type StatPoint } from '@floorhire/domain-applications';

/** Draws the live chart into `element`, in place of what it held (the server's SVG). */
export function drawLiveStatChart(element: HTMLElement, title: string, points: readonly StatPoint[]): { destroy(): void } {
  const hadFocus = element.contains(document.activeElement);
  element.replaceChildren();
  const chart = new ApexCharts(element, statChartOptions(title, points));
  void chart.render().then(() => {
    // A keyboard user who tabbed onto the drawn chart stays on the live one.
    if (hadFocus) element.querySelector<SVGElement>('svg[tabindex]')?.focus();
  });
  return chart;
}
