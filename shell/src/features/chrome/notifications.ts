// Alerts and the snackbar (§2.3, §3, §9) as a pure queue: alerts stack and each leaves after its
// duration; the snackbar shows one message at a time, the newest replacing the current one.
import { DURATIONS } from '@floorhire/rules';
import type { NotifyRequest } from '@floorhire/event-bus';

export interface ShownNotice extends NotifyRequest {
  /** Alert timestampId of §3. */
  id: number;
  duration: number;
}

export interface NoticeState {
  alerts: readonly ShownNotice[];
  snackbar: ShownNotice | null;
}

export const EMPTY_NOTICES: NoticeState = { alerts: [], snackbar: null };

/** Spec durations: alerts 4000 ms, snackbars 3 s, error snackbars 4000 ms unless the request says otherwise. */
export function noticeDuration(request: NotifyRequest): number {
  if (request.duration !== undefined) return request.duration;
  if (request.kind === 'alert') return DURATIONS.alert;
  return request.type === 'error' ? DURATIONS.errorSnackbar : DURATIONS.snackbar;
}

export function addNotice(state: NoticeState, request: NotifyRequest, id: number): NoticeState {
  const shown: ShownNotice = { ...request, id, duration: noticeDuration(request) };
  return request.kind === 'alert' ? { ...state, alerts: [...state.alerts, shown] } : { ...state, snackbar: shown };
}

export function removeNotice(state: NoticeState, id: number): NoticeState {
  return {
    alerts: state.alerts.filter((a) => a.id !== id),
    snackbar: state.snackbar?.id === id ? null : state.snackbar,
  };
}
