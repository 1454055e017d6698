import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
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
