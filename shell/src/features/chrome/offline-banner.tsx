import { Box } from '@floorhire/ui';
import { useSyncExternalStore } from 'react';
import { OFFLINE_TEXTS } from '@floorhire/rules';

function subscribe(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** Shows while the browser is offline (§2.3). */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  if (online) return null;
  return (
    <Box role="status" data-testid="offline-banner" bg="orange.500" color="white" textAlign="center" py="2" px="4" fontWeight="semibold">
      {OFFLINE_TEXTS.message}
    </Box>
  );
}
