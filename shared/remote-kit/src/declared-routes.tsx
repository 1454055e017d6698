import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchPath, Route, Routes } from '@floorhire/router';
import { LoadingState, NotFoundState } from './page-states';

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- keyed by any page component, whatever its props
const PAGE_LOADERS = new WeakMap<ComponentType<any>, () => Promise<unknown>>();

/**
 * A page in its own chunk: React.lazy, and the loader kept so that preloadPage can start the
 * chunk before React renders the page (ADR 281). The load is shared by both; a failed one is
 * forgotten, so the page's next render tries again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page's own props, as React.lazy takes them
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): T {
  let pending: Promise<{ default: T }> | undefined;
  const once = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  const Page = lazy(once) as unknown as T;
  PAGE_LOADERS.set(Page, once);
  return Page;
}

/**
 * A page that wraps a lazyPage (routes of its own, props it passes) preloads that page's chunk.
 * Returns the wrapper, for use where PAGES is written.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page, whatever its props
export function withPreloadOf<C extends ComponentType<any>>(wrapper: C, page: ComponentType<any>): C {
  const load = PAGE_LOADERS.get(page);
  if (load) PAGE_LOADERS.set(wrapper, load);
  return wrapper;
}

/**
 * Starts downloading the chunk of the page a declared route serves at this address, if that
 * page was made with lazyPage. A remote's lifecycle module calls it when it is evaluated, which
 * the shell does while it is still restoring the session and drawing its frame: the page's code
 * then arrives with the remote instead of after its first render. Returns the page's name.
 */
export function preloadPage(declaration: RoutedDeclaration, pages: Pages, pathname: string): string | null {
  for (const route of declaration.routes) {
    if (typeof route === 'string' || !matchPath({ path: route.path, end: true }, pathname)) continue;
    const page = pages[route.page];
    const load = page ? PAGE_LOADERS.get(page) : undefined;
    // A failed download is forgotten here: the page asks again when it renders, and shows its failure there.
    if (load) void load().catch(() => undefined);
    return route.page;
  }
  return null;
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
