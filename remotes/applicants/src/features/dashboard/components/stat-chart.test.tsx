import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { createLifecycles } from '@floorhire/contract';
import { failWith, mountRemote, testServer } from '@floorhire/remote-kit/testing';
import { StatChart } from './stat-chart';

// ApexCharts cannot draw in happy-dom (no layout, no SVG geometry); the browser journey
// (e2e/applicants) draws the real live chart. Here: when the remote asks for it.
const drawLiveStatChart = vi.fn((element: HTMLElement) => {
  element.replaceChildren(Object.assign(document.createElement('p'), { textContent: 'live chart' }));
  return { destroy: vi.fn() };
});
vi.mock('./live-stat-chart', () => ({ drawLiveStatChart }));

const points = [
  { date: '2026-11-02', count: 1 },
  { date: '2026-11-09', count: 4 },
];
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" class="apexcharts-svg" width="320" height="180" tabindex="0" aria-label="bar chart"><rect class="apexcharts-bar-area"/></svg>';

let cleanup: (() => Promise<void>) | undefined;
beforeEach(() => {
  // happy-dom lays nothing out: the card is as wide as a phone's.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
});
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  drawLiveStatChart.mockClear();
});

async function mountChart(chart: () => unknown) {
  const server = testServer({ 'GET /employer/:id/stats/chart': chart });
  vi.stubGlobal('fetch', server.fetch);
  const mounted = await mountRemote(createLifecycles(() => <StatChart employerId={1} title="Hires" points={points} />, { name: 'stat-chart-test' }));
  cleanup = mounted.unmount;
  return server;
}

describe('a dashboard chart', () => {
  it('shows the server\'s drawing of the series at the card\'s width, and no live chart', async () => {
    const server = await mountChart(() => ({ svg: SVG }));
    await vi.waitFor(() => expect(document.querySelector('[data-chart="server"] svg.apexcharts-svg')).not.toBeNull());
    const call = server.calls.find((c) => c.path === '/employer/1/stats/chart')!;
    expect(Object.fromEntries(call.query)).toEqual({ title: 'Hires', width: '320', points: '2026-11-02:1,2026-11-09:4' });
    expect(drawLiveStatChart).not.toHaveBeenCalled();
  });

  it.each([
    ['a pointer enters it', (el: Element) => fireEvent.pointerEnter(el)],
    ['a finger touches it', (el: Element) => fireEvent.touchStart(el)],
    ['the keyboard focuses it', (el: Element) => fireEvent.focus(el)],
  ])('draws the live chart over the drawing when %s', async (_, reach) => {
    await mountChart(() => ({ svg: SVG }));
    await vi.waitFor(() => expect(document.querySelector('[data-chart="server"] svg')).not.toBeNull());
    reach(document.querySelector('[data-chart="server"] svg')!);
    expect(await screen.findByText('live chart')).toBeTruthy();
    expect(drawLiveStatChart).toHaveBeenCalledWith(expect.any(HTMLElement), 'Hires', points);
  });

  it('draws the live chart at once when the server could not draw it', async () => {
    await mountChart(() => failWith(500, 'renderer down'));
    expect(await screen.findByText('live chart')).toBeTruthy();
  });
});
