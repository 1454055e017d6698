import { Component, createContext, useContext, useEffect } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { BrowserRouter } from '@floorhire/router';
import { UiProvider } from '@floorhire/ui';
import { assertRemoteProps } from './props';
import type { RemoteProps } from './props';
import { CONTRACT_VERSION } from './version';

/** The one module a remote exposes: single-spa lifecycles plus what the shell checks. */
export interface RemoteLifecycles {
  contractVersion: number;
  bootstrap(props: unknown): Promise<void>;
  mount(props: unknown): Promise<void>;
  unmount(props: unknown): Promise<void>;
}

export interface LifecycleOptions {
  /** Remote name, used in error messages. */
  name: string;
  /** Wrap the app in a BrowserRouter with the base path as basename (default true). */
  router?: boolean;
  /**
   * Runs on each mount with the shell's props, before React renders: where a remote starts the
   * reads of the page at this address (remote-kit's preloadPageData, ADR 284).
   */
  beforeMount?(props: RemoteProps): void;
}

const RemotePropsContext = createContext<RemoteProps | null>(null);

/** The props the shell mounted this remote with. */
export function useRemoteProps(): RemoteProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps() must be used inside a remote mounted by createLifecycles().');
  return props;
}

export function useBus() {
  return useRemoteProps().bus;
}

export function useSession() {
  return useRemoteProps().session;
}

interface BoundaryProps {
  onError(error: unknown): void;
  children: ReactNode;
}

/** Catches render errors inside the remote and hands them to the shell, which owns the fallback UI. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Committed({ onCommit, children }: { onCommit(): void; children: ReactNode }) {
  useEffect(() => onCommit(), [onCommit]);
  return children;
}

/**
 * Builds the single-spa lifecycles of a remote: each mount gets its own React root, the shared
 * design system provider and a router with the base path as basename. mount resolves after the
 * first commit and rejects if the first render throws, so the shell can show its fallback.
 */
export function createLifecycles<P extends object = object>(App: ComponentType<P>, options: LifecycleOptions): RemoteLifecycles {
  const roots = new WeakMap<HTMLElement, Root>();
  const withRouter = options.router ?? true;

  return {
    contractVersion: CONTRACT_VERSION,
    async bootstrap() {},
    async mount(input) {
      assertRemoteProps(input);
      const props = input;
      options.beforeMount?.(props);
      await new Promise<void>((resolve, reject) => {
        let settled = false;
        const root = createRoot(props.domElement, {
          // Errors are reported to the shell through reportError/reject; avoid React's duplicate console noise.
          onCaughtError: () => undefined,
        });
        roots.set(props.domElement, root);
        const onError = (error: unknown) => {
          if (!settled) {
            settled = true;
            reject(error instanceof Error ? error : new Error(`${options.name} failed to render: ${String(error)}`));
          } else {
            props.reportError(error);
          }
        };
        const onCommit = () => {
          if (!settled) {
            settled = true;
            resolve();
          }
        };
        const app = <App {...({} as P)} />;
        // The shell's root has written the design system's document styles; this root uses them (ADR 282).
        root.render(
          <RemoteErrorBoundary onError={onError}>
            <RemotePropsContext.Provider value={props}>
              <UiProvider documentStyles={false}>
                <Committed onCommit={onCommit}>{withRouter ? <BrowserRouter basename={props.basePath}>{app}</BrowserRouter> : app}</Committed>
              </UiProvider>
            </RemotePropsContext.Provider>
          </RemoteErrorBoundary>,
        );
      });
    },
    async unmount(input) {
      const element = (input as { domElement?: HTMLElement } | null)?.domElement;
      if (!element) return;
      roots.get(element)?.unmount();
      roots.delete(element);
    },
  };
}
