import { createStore, useStore } from './store';

type LoadingState = { active: number; failed: boolean };

export const loadingStore = createStore<LoadingState>({ active: 0, failed: false });

/** Returns the function that ends this piece of loading; the bar shows while any is pending. */
export function startLoading(): () => void {
  let done = false;
  loadingStore.set((state) => ({ active: state.active + 1, failed: state.active === 0 ? false : state.failed }));
  return () => {
    if (done) return;
    done = true;
    loadingStore.set((state) => ({ ...state, active: Math.max(0, state.active - 1) }));
  };
}

/** Spec 000 §2.2: a failed chunk load marks the loading bar red. */
export function markLoadingFailed(): void {
  loadingStore.set((state) => ({ ...state, failed: true }));
}

/** The 2 px loading bar of spec 000 §2.3; stays visible (red) after a failed load until the next load. */
export function LoadingBar() {
  const { active, failed } = useStore(loadingStore);
  const visible = active > 0 || failed;
  // A status region holds the bar (ADR 154): page-wide chrome outside every layout's landmarks,
  // and status information. It holds no text, so it announces nothing.
  return (
    <div role="status">
      <div
        role="progressbar"
        aria-label="Loading"
        aria-busy={active > 0}
        data-state={failed ? 'failed' : active > 0 ? 'loading' : 'idle'}
        style={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          height: 2,
          zIndex: 2000,
          pointerEvents: 'none',
          background: failed ? '#D32F2F' : '#00900D',
          opacity: visible ? 1 : 0,
          transform: `scaleX(${failed ? 1 : active > 0 ? 0.7 : 1})`,
          transformOrigin: 'left',
          transition: 'transform 400ms ease-out, opacity 300ms',
        }}
      />
    </div>
  );
}
