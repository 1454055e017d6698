import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { createLifecycles } from '@floorhire/contract';
import { createTestProps, mountPage, TEST_USER, type MountedPage } from './testing';
import { DeclaredRoutes, lazyComponent, lazyPage, preloadComponent, preloadPage, preloadPageData, routeProblems, withDataPreload, withPreloadOf, type DataPreloadContext } from './declared-routes';
import { apiClientFor, useApi } from './api';
import { Loaded } from './page-states';
import { PAGE_STATE_TEXTS } from './texts';
import { isStaffUser, useViewer } from './viewer';
import { preloadResource, useResource } from './resource';
import * as v from 'valibot';

let mounted: MountedPage | { unmount(): Promise<void> } | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  window.history.replaceState(null, '', '/');
});

function Who() {
  const viewer = useViewer();
  return <p>{`${viewer.name} staff=${viewer.isStaff} employer=${viewer.employerId}`}</p>;
}

describe('viewer', () => {
  it('staff are the holders of user.admin, in every remote', () => {
    expect(isStaffUser({ roles: ['user.admin'] })).toBe(true);
    expect(isStaffUser({ roles: ['user.employer', 'employer.job.edit'] })).toBe(false);
    expect(isStaffUser(null)).toBe(false);
  });

  it('re-reads the session when the employer switches', async () => {
    let user = { ...TEST_USER };
    const props = createTestProps();
    props.session = { ...props.session, getUser: () => user };
    const lifecycles = createLifecycles(Who, { name: 'who' });
    await lifecycles.mount(props);
    mounted = { unmount: async () => lifecycles.unmount(props).then(() => props.domElement.remove()) };
    expect(screen.getByText('Olivia Owner staff=false employer=1')).toBeTruthy();
    user = { ...user, activeEmployerId: 2 };
    props.bus.emit('employer.switched', { employerId: 2 });
    await screen.findByText('Olivia Owner staff=false employer=2');
  });
});

describe('API access and page states', () => {
  const Answer = v.object({ name: v.string() });
  function Named() {
    const api = useApi();
    const me = useResource('me', (signal) => api.auth.get('user-profile/me', { schema: Answer, signal }));
    return <Loaded resource={me}>{(data) => <p>hello {data.name}</p>}</Loaded>;
  }

  it('calls the API of the mounted remote and shows the loaded data', async () => {
    const page = await mountPage(Named, { api: { 'GET /user-profile/me': () => ({ name: 'Olivia' }) } });
    mounted = page;
    await screen.findByText('hello Olivia');
    expect(page.server.calls).toHaveLength(1);
  });

  it('shows the loading state, then the error with a retry', async () => {
    mounted = await mountPage(Named, { api: {} });
    expect(screen.getByRole('status').textContent).toBe(PAGE_STATE_TEXTS.loading);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('no route GET /user-profile/me'));
    expect(screen.getByRole('button', { name: PAGE_STATE_TEXTS.retry })).toBeTruthy();
  });
});

describe('declared routes', () => {
  const declaration = { routes: [{ path: '/lab/kit', page: 'home' }, { path: '/lab/kit/:id', page: 'detail' }] };
  const pages = { home: () => <p>kit home</p>, detail: () => <p>kit detail</p> };

  it('routes each declared path to its page, and anything else to not found', async () => {
    const Routed = () => <DeclaredRoutes declaration={declaration} pages={pages} />;
    mounted = await mountPage(Routed, { path: '/lab/kit/7' });
    expect(screen.getByText('kit detail')).toBeTruthy();
    await mounted.unmount();
    mounted = await mountPage(Routed, { path: '/lab/kit/7/more' });
    expect(screen.getByRole('alert').textContent).toContain(PAGE_STATE_TEXTS.notFound);
  });

  it('names what does not line up between the declaration and the pages', () => {
    expect(routeProblems(declaration, pages)).toEqual([]);
    expect(routeProblems({ routes: [...declaration.routes, { path: '/lab/kit/new', page: 'create' }, '/lab/kit/raw'] }, { ...pages, spare: () => null })).toEqual([
      'route /lab/kit/new names page "create", which the router does not have',
      'route /lab/kit/raw names no page',
      'page "spare" is on no declared route',
    ]);
  });
});

/** The component under a Suspense boundary whose fallback reads 'loading'. */
function renderInSuspense(Component: ComponentType) {
  return render(
    <Suspense fallback={<p>loading</p>}>
      <Component />
    </Suspense>,
  );
}

describe('preloadPage', () => {
  const declaration = { routes: [{ path: '/lab/kit', page: 'home' }, { path: '/lab/kit/:id/items/*', page: 'items' }, { path: '/lab/kit/plain', page: 'plain' }] };

  it('starts the chunk of the page the address is served by, and only that one', async () => {
    const loads: string[] = [];
    const page = (name: string) => lazyPage(async () => {
      loads.push(name);
      return { default: () => <p>{name}</p> };
    });
    const Items = page('items');
    const pages = { home: page('home'), items: withPreloadOf(() => <Items />, Items), plain: () => <p>plain</p> };
    expect(preloadPage(declaration, pages, '/lab/kit/7/items/3')).toBe('items');
    expect(loads).toEqual(['items']);
    // A page that is not lazy has nothing to start; an address no route serves names no page.
    expect(preloadPage(declaration, pages, '/lab/kit/plain')).toBe('plain');
    expect(preloadPage(declaration, pages, '/elsewhere')).toBeNull();
    expect(loads).toEqual(['items']);
  });

  it('renders a preloaded page from the same download', async () => {
    let downloads = 0;
    const Home = lazyPage(async () => {
      downloads += 1;
      return { default: () => <p>home page</p> };
    });
    window.history.replaceState(null, '', '/lab/kit');
    preloadPage(declaration, { home: Home }, '/lab/kit');
    const Routed = () => <DeclaredRoutes declaration={{ routes: [{ path: '/lab/kit', page: 'home' }] }} pages={{ home: Home }} />;
    mounted = await mountPage(Routed, { path: '/lab/kit' });
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(downloads).toBe(1);
  });

  it('draws a page whose chunk has arrived in the first render, without its loading state', async () => {
    const Home = lazyPage(async () => ({ default: () => <p>home page</p> }));
    window.history.replaceState(null, '', '/lab/kit');
    preloadPage(declaration, { home: Home }, '/lab/kit');
    await Promise.resolve();
    await Promise.resolve();
    const view = renderInSuspense(Home);
    expect(view.queryByText('loading')).toBeNull();
    expect(view.getByText('home page')).toBeTruthy();
    view.unmount();
  });

  it('preloads a lazy component the same way, so it draws in its first render', async () => {
    const Chrome = lazyComponent(async () => ({ default: () => <p>chrome</p> }));
    preloadComponent(Chrome);
    preloadComponent(() => null);
    await Promise.resolve();
    await Promise.resolve();
    const view = renderInSuspense(Chrome);
    expect(view.getByText('chrome')).toBeTruthy();
    view.unmount();
  });

  it('loads again after a failed load, when the page is drawn again', async () => {
    let attempts = 0;
    const Flaky = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return { default: () => <p>second try</p> };
    });
    preloadPage({ routes: [{ path: '/lab/kit', page: 'flaky' }] }, { flaky: Flaky }, '/lab/kit');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const view = renderInSuspense(Flaky);
    expect(await view.findByText('second try')).toBeTruthy();
    expect(attempts).toBe(2);
    view.unmount();
  });
});

describe('preloadPageData (ADR 284)', () => {
  const declaration = { routes: [{ path: '/lab/data', page: 'home' }, { path: '/lab/data/:id/items/*', page: 'items' }] };

  it('starts the reads of the page the address is served by, with the mount\'s session, params and query', () => {
    const seen: { page: string; context: DataPreloadContext }[] = [];
    const page = (name: string) => withDataPreload(() => <p>{name}</p>, (context) => seen.push({ page: name, context }));
    const Items = page('items');
    const pages = { home: page('home'), items: withPreloadOf(() => <Items />, Items) };
    const props = createTestProps();
    expect(preloadPageData(declaration, pages, { pathname: '/lab/data/7/items/3', search: '?tab=all' }, props)).toBe('items');
    expect(seen.map((s) => s.page)).toEqual(['items']);
    const { context } = seen[0]!;
    expect(context.params.id).toBe('7');
    expect(context.search.get('tab')).toBe('all');
    expect(context.viewer.userId).toBe(TEST_USER.id);
    // The client the page's useApi() will have, so the preload carries the same token.
    expect(context.api).toBe(apiClientFor(props));
    expect(preloadPageData(declaration, pages, { pathname: '/elsewhere', search: '' }, props)).toBeNull();
    expect(seen).toHaveLength(1);
  });

  it('leaves a page to read for itself when its preload throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pages = {
      home: withDataPreload(() => <p>home</p>, () => {
        throw new Error('no session yet');
      }),
    };
    expect(preloadPageData(declaration, pages, { pathname: '/lab/data', search: '' }, createTestProps())).toBe('home');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the data preload of page "home" failed'), expect.any(Error));
    warn.mockRestore();
  });

  it('makes a page mounted through createLifecycles\' beforeMount draw from one read', async () => {
    let reads = 0;
    const read = async () => `item ${++reads}`;
    function Home() {
      const item = useResource('lab:item', read);
      return <p>{item.data ?? 'loading'}</p>;
    }
    const pages = { home: withDataPreload(Home, () => preloadResource('lab:item', read)) };
    const lifecycles = createLifecycles(() => <DeclaredRoutes declaration={declaration} pages={pages} />, {
      name: 'lab',
      beforeMount: (props) => preloadPageData(declaration, pages, { pathname: '/lab/data', search: '' }, props),
    });
    window.history.replaceState(null, '', '/lab/data');
    const props = createTestProps();
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    expect(await screen.findByText('item 1')).toBeTruthy();
    expect(reads).toBe(1);
    await lifecycles.unmount(props);
  });
});
