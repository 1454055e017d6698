import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRO_RECORD_TEXTS, type ProRecordRow } from '@floorhire/domain-pro-profile';
import { mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { ProListPage } from './pro-list-page';

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  window.history.pushState(null, '', '/');
});

const T = PRO_RECORD_TEXTS;
const row = (over: Partial<ProRecordRow>): ProRecordRow => ({
  userProfileId: 70,
  proId: 7,
  nameFirst: 'Jordan',
  nameLast: 'Rivera',
  email: 'jordan@example.test',
  phone: '9375550142',
  city: 'Dayton',
  state: 'OH',
  headline: 'CNC Machinist',
  lastActiveTs: '2026-11-20T12:00:00.000Z',
  achievements: ['elite'],
  status: 'normal',
  createTs: '2026-01-02T12:00:00.000Z',
  ...over,
});
const filterOf = (query: URLSearchParams) => JSON.parse(query.get('filter') ?? '{}') as Record<string, unknown>;

describe('/admin/pro', { timeout: 20_000 }, () => {
  it('lists pros 25 a page, newest first, each opening its record', async () => {
    mounted = await mountPage(ProListPage, { path: '/admin/pro', api: { 'GET /pro': () => [row({})], 'GET /pro/count': () => ({ count: 1 }) } });
    const link = await screen.findAllByRole('link', { name: 'Jordan Rivera' });
    expect(link[0]!.getAttribute('href')).toBe('/admin/pro/70');
    expect(screen.getByTestId('pro-count').textContent).toBe(T.count(1));
    expect(filterOf(mounted.server.calls.find((c) => c.path === '/pro')!.query)).toEqual({ limit: 25, skip: 0, order: 'createTs DESC' });
  });

  it('searches by what staff type and keeps the search in the address', async () => {
    mounted = await mountPage(ProListPage, { path: '/admin/pro', api: { 'GET /pro': () => [], 'GET /pro/count': () => ({ count: 0 }) } });
    fireEvent.change(await screen.findByLabelText(T.searchLabel), { target: { value: '(937) 555-0142' } });
    await userEvent.click(screen.getByRole('button', { name: T.search }));
    expect(await screen.findByText(T.noPros)).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe('?q=%28937%29+555-0142'));
    const searched = mounted.server.calls.filter((c) => c.path === '/pro').map((c) => filterOf(c.query));
    expect(searched).toContainEqual({ q: '(937) 555-0142', limit: 25, skip: 0, order: 'createTs DESC' });
  });
});
