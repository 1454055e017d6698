import type { SessionAccessor } from '@floorhire/contract';

const signedOut: SessionAccessor = {
  getAccessToken: () => null,
  getUser: () => null,
  isSignedIn: () => false,
  refresh: async () => null,
};

let accessor: SessionAccessor = signedOut;

/**
 * The shell's auth feature installs its accessor here; remotes read the session only
 * through the accessor, so tokens never leave the shell's memory store.
 */
export function setSessionAccessor(next: SessionAccessor): void {
  accessor = next;
}

/** A stable facade: remotes keep the same object even if the shell swaps its implementation. */
export const sessionFacade: SessionAccessor = {
  getAccessToken: () => accessor.getAccessToken(),
  getUser: () => accessor.getUser(),
  isSignedIn: () => accessor.isSignedIn(),
  refresh: () => accessor.refresh(),
};
