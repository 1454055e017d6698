import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '@floorhire/router';
import { Stack } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import { ErrorState, LoadingState, useApi, toApiError } from '@floorhire/remote-kit';
import { REMOTE_TEXTS as T } from '#app/texts';
import { asCalendarProvider, finishCalendarAuth } from '../api/calendar-auth';
import { CALENDAR_RETURN_KEY } from './calendar-connect';

/**
 * /employer/calendar-callback: the provider sends the user back here with code and state; the
 * page hands them to the API once and returns to where the connection started.
 */
export function CalendarCallbackPage() {
  const [params] = useSearchParams();
  const api = useApi();
  const { notify } = useRemoteProps();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const provider = asCalendarProvider(params.get('provider'));
        const code = params.get('code');
        const state = params.get('state');
        if (params.get('error') || !code || !state) throw new Error(T.calendarFailed);
        await finishCalendarAuth(api, provider, { code, state });
        notify({ kind: 'snackbar', type: 'success', message: T.calendarConnected });
        let back: string | null = null;
        try {
          back = sessionStorage.getItem(CALENDAR_RETURN_KEY);
          sessionStorage.removeItem(CALENDAR_RETURN_KEY);
        } catch {
          back = null;
        }
        navigate(back && back.startsWith('/') && !back.startsWith('//') ? back : '/employer/dashboard', { replace: true });
      } catch (e) {
        setError(e instanceof Error && !('statusCode' in e) ? e.message : toApiError(e).message);
      }
    })();
  }, [api, navigate, notify, params]);

  return <Stack p={{ base: 3, md: 6 }}>{error ? <ErrorState message={error} /> : <LoadingState label={T.calendarConnecting} />}</Stack>;
}
