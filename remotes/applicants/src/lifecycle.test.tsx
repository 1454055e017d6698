import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createTestProps, testServer } from '@floorhire/remote-kit/testing';
import { bootstrap, mount, unmount } from './lifecycle';

// The remote's own lifecycle at the employer home (ADR 284): the inbox's reads leave at mount,
// before React has drawn anything of the page, and the page uses their answers.

const item = { id: 2, type: 'new message', jobId: 4, proId: 602, employerId: 1, jobApplicantId: 12, conversationId: null, createTs: '2026-11-22T10:00:00.000Z', read: false, seen: false, title: 'New message from Bo Li', proName: 'Bo Li', jobTitle: 'Maintenance Technician', url: '/employer/jobs/4/pro/602/application/12' };

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the applicants remote at /employer', () => {
  it('asks for the inbox and the linked item once, before the page has drawn', async () => {
    const props = createTestProps();
    const drawnWhenAsked: Record<string, boolean> = {};
    const drawn = () => (props.domElement.textContent ?? '').trim() !== '';
    const server = testServer({
      'GET /notification': (c) => {
        drawnWhenAsked[c.path] = drawn();
        return { items: [item], count: 1, unread: 1 };
      },
      'GET /notification/:id': (c) => {
        drawnWhenAsked[c.path] = drawn();
        return { item, previousId: null, nextId: null };
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    window.history.replaceState(null, '', '/employer?actionItemId=2');
    await bootstrap(props);
    await mount(props);
    expect(await screen.findByRole('heading', { name: 'New message from Bo Li' })).toBeTruthy();
    expect(server.calls.map((c) => c.path).sort()).toEqual(['/notification', '/notification/2']);
    expect(drawnWhenAsked).toEqual({ '/notification': false, '/notification/2': false });
    await unmount(props);
  });
});
