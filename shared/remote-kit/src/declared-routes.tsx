import { createElement, lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import type { ApiClient } from '@floorhire/api-client';
import type { RemoteProps } from '@floorhire/contract';
import { matchPath, Route, Routes } from '@floorhire/router';
import { apiClientFor } from './api';
import { LoadingState, NotFoundState } from './page-states';
import { viewerOf, type Viewer } from './viewer';

/** A route of a remote's remote.json: the pattern it owns and the page its router renders there. */
export interface PageRoute {
  path: string;
  page: string;
}

/** The part of a remote's remote.json the router reads. */
export interface RoutedDeclaration {
  routes: readonly (PageRoute | string)[];
}

export type Pages = Readonly<Record<string, ComponentType>>;

/** Loaders by component (any page or lazy component, whatever its props). */
const PAGE_LOADERS = new WeakMap<object, () => Promise<unknown>>();
/** Data preloads by page (withDataPreload). */
const DATA_PRELOADS = new WeakMap<object, DataPreload>();

type Loaded<T> = { default: T };

/**
 * A page in its own chunk, loaded when first drawn, with its loader kept so that preloadPage
 * can start the chunk before React renders the page (ADR 281). A chunk that has already
 * arrived draws in the same render: React.lazy suspends on every first render, and React holds
 * a revealed Suspense boundary back for up to 300 ms, so each lazy level of a page delayed it
 * even when its code was there (ADR 282). Until then it is React.lazy. A failed load is
 * forgotten: the next render tries again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page's own props, as React.lazy takes them
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<Loaded<T>>): T {
  let pending: Promise<Loaded<T>> | undefined;
  let arrived: T | undefined;
  const once = () =>
    (pending ??= load().then(
      (loaded) => {
        arrived = loaded.default;
        return loaded;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(once) as unknown as ComponentType<ComponentProps<T>>;
  function LazyPage(props: ComponentProps<T>) {
    return createElement(arrived ?? Lazy, props);
  }
  PAGE_LOADERS.set(LazyPage, once);
  return LazyPage as unknown as T;
}

/**
 * Any component in its own chunk (the shell's screens and chrome): lazyPage by another name.
 * @alias
 */
export const lazyComponent = lazyPage;

/**
 * Starts loading a lazyComponent's chunk now, so that it draws in its first render (a chunk the
 * browser already has arrives a microtask later). Nothing for any other component.
 */
export function preloadComponent(component: object): void {
  // A failed download is forgotten here: the component asks again when it renders.
  void PAGE_LOADERS.get(component)?.().catch(() => undefined);
}

/**
 * A page that wraps a lazyPage (routes of its own, props it passes) preloads that page's chunk.
 * Returns the wrapper, for use where PAGES is written.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page, whatever its props
export function withPreloadOf<C extends ComponentType<any>>(wrapper: C, page: ComponentType<any>): C {
  const load = PAGE_LOADERS.get(page);
  if (load) PAGE_LOADERS.set(wrapper, load);
  const preload = DATA_PRELOADS.get(page);
  if (preload) DATA_PRELOADS.set(wrapper, preload);
  return wrapper;
}

/**
 * Starts downloading the chunk of the page a declared route serves at this address, if that
 * page was made with lazyPage. A remote's lifecycle module calls it when it is evaluated, which
 * the shell does while it is still restoring the session and drawing its frame: the page's code
 * then arrives with the remote instead of after its first render. Returns the page's name.
 */
export function preloadPage(declaration: RoutedDeclaration, pages: Pages, pathname: string): string | null {
  const served = servedAt(declaration, pathname);
  if (!served) return null;
  const page = pages[served.route.page];
  const load = page ? PAGE_LOADERS.get(page) : undefined;
  // A failed download is forgotten here: the page asks again when it renders, and shows its failure there.
  if (load) void load().catch(() => undefined);
  return served.route.page;
}

/** The first declared route serving `pathname`, with its path parameters. */
function servedAt(declaration: RoutedDeclaration, pathname: string): { route: PageRoute; params: Readonly<Record<string, string | undefined>> } | null {
  for (const route of declaration.routes) {
    if (typeof route === 'string') continue;
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return null;
}

/** What a page's data preload gets: the API client and viewer its hooks will have, and the address. */
export interface DataPreloadContext {
  api: ApiClient;
  viewer: Viewer;
  /** The route's path parameters. */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

export type DataPreload = (context: DataPreloadContext) => void;


/**
 * Gives a page the reads to start before its code has arrived (ADR 284): `preload` calls
 * preloadResource with the keys the page's own useResource calls use. Returns the page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page, whatever its props
export function withDataPreload<C extends ComponentType<any>>(page: C, preload: DataPreload): C {
  DATA_PRELOADS.set(page, preload);
  return page;
}

/**
 * Starts the reads of the page a declared route serves at this address, with the session the
 * shell mounts the remote with. A remote calls it from createLifecycles' beforeMount: the reads
 * then leave with the page's code instead of after its first render. A preload that throws
 * costs nothing but the head start. Returns the page's name.
 */
export function preloadPageData(declaration: RoutedDeclaration, pages: Pages, location: Pick<Location, 'pathname' | 'search'>, props: RemoteProps): string | null {
  const served = servedAt(declaration, location.pathname);
  if (!served) return null;
  const page = pages[served.route.page];
  const preload = page ? DATA_PRELOADS.get(page) : undefined;
  try {
    preload?.({ api: apiClientFor(props), viewer: viewerOf(props.session.getUser()), params: served.params, search: new URLSearchParams(location.search) });
  } catch (error) {
    console.warn(`[remote-kit] the data preload of page "${served.route.page}" failed; the page reads its data itself`, error);
  }
  return served.route.page;
}

/**
 * What does not line up between a remote's declared routes and its pages: a route with no page
 * name, a page name with no component, a component no route uses. Empty when they agree.
 */
export function routeProblems(declaration: RoutedDeclaration, pages: Pages): string[] {
  const problems: string[] = [];
  const used = new Set<string>();
  for (const route of declaration.routes) {
    if (typeof route === 'string') {
      problems.push(`route ${route} names no page`);
      continue;
    }
    used.add(route.page);
    if (!pages[route.page]) problems.push(`route ${route.path} names page "${route.page}", which the router does not have`);
  }
  for (const page of Object.keys(pages)) if (!used.has(page)) problems.push(`page "${page}" is on no declared route`);
  return problems;
}

export interface DeclaredRoutesProps {
  declaration: RoutedDeclaration;
  pages: Pages;
  /** What an address inside the remote that leads nowhere shows (default: the kit's not-found state). */
  notFound?: ReactNode;
}

/**
 * The remote's router, built from the routes its remote.json declares: the registry, the shell
 * and the router read one list, so a route cannot be served without being declared or the
 * other way round. Lazy pages load inside one Suspense boundary with the loading state.
 */
export function DeclaredRoutes({ declaration, pages, notFound = <NotFoundState /> }: DeclaredRoutesProps) {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        {declaration.routes.map((route) => {
          if (typeof route === 'string') return null;
          const Page = pages[route.page];
          return Page ? <Route key={route.path} path={route.path} element={<Page />} /> : null;
        })}
        <Route path="*" element={notFound} />
      </Routes>
    </Suspense>
  );
}
