import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import type { StatPoint } from '@floorhire/domain-applications';
import { STAT_CHART_HEIGHT } from '@floorhire/domain-applications';
import { useDrawing } from '@floorhire/remote-kit';
import { Skeleton } from '@floorhire/ui';
import { useStatChart } from '../api/get-stat-chart';

const loadLiveChart = () => import('./live-stat-chart');

/**
 * One weekly statistic as a column chart. The API draws it as SVG with ApexCharts' server
 * renderer, so a phone shows it without ApexCharts' 590 KB of code; the live chart (tooltips,
 * keys) loads when a pointer, finger or keyboard reaches the chart, and at once when the
 * server could not draw it (ADR 283).
 */
export function StatChart({ employerId, title, points }: { employerId: number; title: string; points: readonly StatPoint[] }) {
  const host = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measured = Math.floor(host.current?.clientWidth ?? 0);
    if (measured > 0) setWidth(Math.max(160, measured));
  }, []);
  const drawn = useStatChart(employerId, title, points, width);
  const [wanted, setWanted] = useState<'pointer' | 'keyboard' | null>(null);
  const live = wanted !== null || drawn.error !== undefined;
  const wake = () => setWanted((w) => w ?? 'pointer');
  const wakeFocused = (event: FocusEvent) => {
    if (event.target !== event.currentTarget) setWanted((w) => w ?? 'keyboard');
  };
  return (
    <div ref={host} style={{ minHeight: STAT_CHART_HEIGHT }} onPointerEnter={wake} onTouchStart={wake} onFocus={wakeFocused}>
      {live ? (
        <LiveChart title={title} points={points} svg={drawn.data?.svg} takeFocus={wanted === 'keyboard'} />
      ) : drawn.data ? (
        // The SVG is the API's own drawing of numbers and dates, with a title its schema keeps
        // free of markup characters (StatChartQuerySchema).
        <div data-chart="server" dangerouslySetInnerHTML={{ __html: drawn.data.svg }} />
      ) : (
        <Skeleton height={`${STAT_CHART_HEIGHT}px`} />
      )}
    </div>
  );
}

/** The live chart, drawn over the server's SVG (kept on screen until ApexCharts has arrived). */
function LiveChart({ title, points, svg, takeFocus }: { title: string; points: readonly StatPoint[]; svg: string | undefined; takeFocus: boolean }) {
  const host = useRef<HTMLDivElement>(null);
  // The drawing a keyboard user focused was replaced by this copy: the focus moves with it, and
  // on to the live chart once drawn (drawLiveStatChart).
  useLayoutEffect(() => {
    if (takeFocus) host.current?.querySelector<SVGElement>('svg[tabindex]')?.focus();
  }, [takeFocus]);
  const draw = useCallback(
    (element: HTMLElement) => {
      let drawing: { destroy(): void } | null = null;
      let cancelled = false;
      void loadLiveChart().then(({ drawLiveStatChart }) => {
        if (!cancelled) drawing = drawLiveStatChart(element, title, points);
      });
      return {
        destroy() {
          cancelled = true;
          drawing?.destroy();
        },
      };
    },
    [title, points],
  );
  useDrawing(host, draw);
  return <div ref={host} data-chart="live" style={{ minHeight: STAT_CHART_HEIGHT }} {...(svg ? { dangerouslySetInnerHTML: { __html: svg } } : {})} />;
}
