import ReactApexChart from 'react-apexcharts';
import type { ApexOptions } from 'apexcharts';
import { DateTime } from 'luxon';
import type { StatPoint } from '@floorhire/domain-applications';

const label = (date: string) => (date ? DateTime.fromISO(date).toFormat('L/d') : '');

/**
 * One weekly statistic as an ApexCharts column chart. Sized for a 375 px phone: no toolbar, no
 * data labels on the bars, short week labels, whole-number axis. Loaded lazily with the dashboard.
 */
export function StatChart({ title, points, color = '#00900D' }: { title: string; points: readonly StatPoint[]; color?: string }) {
  const options: ApexOptions = {
    chart: { id: title, toolbar: { show: false }, zoom: { enabled: false }, animations: { enabled: false }, fontFamily: 'inherit', parentHeightOffset: 0 },
    colors: [color],
    plotOptions: { bar: { borderRadius: 3, columnWidth: '55%' } },
    dataLabels: { enabled: false },
    xaxis: { categories: points.map((p) => label(p.date)), labels: { rotate: 0, hideOverlappingLabels: true, style: { fontSize: '11px' } }, axisTicks: { show: false } },
    yaxis: { min: 0, forceNiceScale: true, labels: { formatter: (v: number) => String(Math.round(v)) } },
    grid: { strokeDashArray: 3, padding: { left: 4, right: 4 } },
    tooltip: { y: { formatter: (v: number) => String(v) } },
    legend: { show: false },
  };
  return <ReactApexChart type="bar" height={180} width="100%" options={options} series={[{ name: title, data: points.map((p) => p.count) }]} />;
}
