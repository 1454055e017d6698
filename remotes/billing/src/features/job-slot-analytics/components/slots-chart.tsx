import ReactApexChart from 'react-apexcharts';
import type { ApexOptions } from 'apexcharts';
import { REMOTE_TEXTS as T } from '#app/texts';
import type { JobSlotUsage } from '../api/get-job-slot-usage';

/** Slots used and free per day as a stacked area chart; loaded only with this page. */
export function SlotsChart({ usage }: { usage: JobSlotUsage }) {
  const options: ApexOptions = {
    chart: { id: 'job-slots', type: 'area', stacked: true, toolbar: { show: false }, zoom: { enabled: false }, animations: { enabled: false }, fontFamily: 'inherit' },
    colors: ['#007A0C', '#9AA5B1'],
    dataLabels: { enabled: false },
    stroke: { curve: 'stepline', width: 2 },
    xaxis: { type: 'datetime', categories: usage.days.map((d) => d.day), labels: { datetimeUTC: true, style: { fontSize: '11px' } } },
    yaxis: { min: 0, forceNiceScale: true, labels: { formatter: (v: number) => String(Math.round(v)) } },
    legend: { position: 'top' },
    tooltip: { x: { format: 'MMM d' } },
  };
  const series: { name: string; data: number[] }[] = [{ name: T.slotsUsed, data: usage.days.map((d) => d.used) }];
  if (usage.slots !== null) series.push({ name: T.slotsFree, data: usage.days.map((d) => Math.max(0, usage.slots! - d.used)) });
  return <ReactApexChart type="area" height={280} width="100%" options={options} series={series} />;
}
