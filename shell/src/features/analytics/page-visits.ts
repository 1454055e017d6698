// Page-visit analytics of spec 000 §2.2: each navigation publishes one 'page.visited' event on the
// bus. No third-party tracker is loaded; whoever wants the numbers subscribes to the bus.
import { useEffect, useRef } from 'react';
import type { EventBus, PageVisit } from '@floorhire/event-bus';
import type { RouteRole } from '@floorhire/rules';

/** Builds the event; the path is cut at '?' or '#' because query values can carry tokens or ids. */
export function pageVisitOf(pathname: string, role: RouteRole | null, at: number): PageVisit {
  const path = pathname.split(/[?#]/, 1)[0] || '/';
  return { path: path.startsWith('/') ? path : `/${path}`, role: role ?? 'guest', at };
}

export interface PageVisitInput {
  pathname: string;
  role: RouteRole | null;
  /** False while the session is still being restored, so the first visit is not filed as a guest's. */
  ready: boolean;
}

/** Emits once per pathname; a change of query or hash alone is not a new page. */
export function usePageVisits(bus: EventBus, { pathname, role, ready }: PageVisitInput, now: () => number = Date.now): void {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || last.current === pathname) return;
    last.current = pathname;
    bus.emit('page.visited', pageVisitOf(pathname, role, now()));
  }, [bus, pathname, role, ready, now]);
}
