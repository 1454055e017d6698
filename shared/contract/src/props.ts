import * as v from 'valibot';
import type { EventBus, NotifyRequest } from '@floorhire/event-bus';
import type { ApiService, GroupMembership } from '@floorhire/rules';

/** What a remote may know about the signed-in user; the shell owns the session itself. */
export interface SessionUser {
  id: number;
  email: string;
  nameFirst: string;
  nameLast: string;
  groupMembership: GroupMembership | null;
  roles: readonly string[];
  activeEmployerId: number | null;
}

/** Tokens stay in the shell's memory; remotes ask for them per call and never store them. */
export interface SessionAccessor {
  getAccessToken(): string | null;
  getUser(): SessionUser | null;
  isSignedIn(): boolean;
  /** Refreshes the access token (e.g. after a 401) and returns the new one, or null when signed out. */
  refresh(): Promise<string | null>;
}

export type ApiBase = Readonly<Record<ApiService, string>>;

export interface NavigateOptions {
  replace?: boolean;
}

/** Everything the shell hands a remote when it mounts it. */
export interface RemoteProps {
  domElement: HTMLElement;
  /** The remote's router basename, from its registry entry. */
  basePath: string;
  bus: EventBus;
  session: SessionAccessor;
  apiBase: ApiBase;
  navigate(to: string, options?: NavigateOptions): void;
  notify(request: NotifyRequest): void;
  /** A remote reports a crash after mount here, so the shell swaps its area for the fallback. */
  reportError(error: unknown): void;
  remote: { name: string; version: string };
  environment: 'production' | 'development';
}

const fn = v.custom<(...args: never[]) => unknown>((input) => typeof input === 'function', 'must be a function');

/** Checked at mount: a shell and a remote that disagree fail loudly, not in a half-rendered page. */
export const RemotePropsSchema = v.looseObject({
  domElement: v.custom<HTMLElement>((input) => typeof HTMLElement !== 'undefined' && input instanceof HTMLElement, 'must be a DOM element'),
  basePath: v.pipe(v.string(), v.startsWith('/', 'must start with /')),
  bus: v.looseObject({ emit: fn, on: fn, off: fn }),
  session: v.looseObject({ getAccessToken: fn, getUser: fn, isSignedIn: fn, refresh: fn }),
  apiBase: v.record(v.string(), v.string()),
  navigate: fn,
  notify: fn,
  reportError: fn,
  remote: v.looseObject({ name: v.string(), version: v.string() }),
  environment: v.picklist(['production', 'development']),
});

export class ContractViolationError extends Error {
  override readonly name = 'ContractViolationError';
}

export function assertRemoteProps(input: unknown): asserts input is RemoteProps {
  const result = v.safeParse(RemotePropsSchema, input);
  if (!result.success) {
    const details = result.issues.map((issue) => `${v.getDotPath(issue) ?? 'props'} ${issue.message}`).join('; ');
    throw new ContractViolationError(`Shell-remote contract violation: ${details}`);
  }
}

/** Same major contract = compatible; the contract is versioned by a single integer. */
export function isCompatibleContract(remoteVersion: number, hostVersion: number): boolean {
  return remoteVersion === hostVersion;
}
