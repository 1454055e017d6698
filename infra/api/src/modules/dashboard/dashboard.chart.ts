import type ApexChartsSsr from 'apexcharts/ssr';
import { statChartOptions, type StatPoint } from '@floorhire/domain-applications';

// A dashboard statistic drawn to SVG by ApexCharts' own server renderer (ADR 283): the phone
// shows the chart without downloading and running ApexCharts' 590 KB; the browser loads the
// live chart only when a user reaches for it (tooltips, keyboard).

type Renderer = typeof ApexChartsSsr;
let renderer: Promise<Renderer> | undefined;

// Imported on the first chart, not at boot: the SSR build is 900 KB of code most processes
// (the workers, the other services) never run.
const loadRenderer = () => (renderer ??= import('apexcharts/ssr').then((m) => m.default));

/** The chart as one `<svg>` element, `width` px wide. */
export async function renderStatChart(title: string, points: readonly StatPoint[], width: number): Promise<string> {
  const ApexCharts = await loadRenderer();
  const options = statChartOptions(title, points, undefined, width);
  const html = await ApexCharts.renderToHTML(options, { width, height: Number(options.chart?.height) });
  // The wrapper holds a base64 copy of the options for ApexCharts' own hydration, which the
  // remote does not use (it draws from the same options with their formatters).
  const start = html.indexOf('<svg');
  const end = html.lastIndexOf('</svg>');
  if (start < 0 || end < start) throw new Error('ApexCharts rendered no <svg> element');
  return html.slice(start, end + '</svg>'.length);
}
