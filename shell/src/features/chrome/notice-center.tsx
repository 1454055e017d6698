// Renders bus 'notify' requests: alerts at the top, the snackbar at the bottom with its close
// and action buttons. Replaces the platform's minimal NoticeHost in the shell.
import { Alert, Box, Button, CloseButton, HStack, Stack, Text } from '@floorhire/ui';
import { useEffect, useRef, useState } from 'react';
import type { EventBus } from '@floorhire/event-bus';
import { CHROME_TEXTS } from '@floorhire/rules';
import { EMPTY_NOTICES, addNotice, removeNotice, type NoticeState } from './notifications';

/**
 * Solid alerts under white text: Chakra's warning orange (orange.600) reads 3.55:1 and its success
 * green (green.600) 3.29:1, below WCAG AA's 4.5:1; orange.700 reads 5.2:1 and the brand's
 * darker green 6.6:1 (ADR 152). Error and info keep Chakra's (4.8:1 and 5.2:1).
 */
const SOLID_BG: Partial<Record<string, string>> = { warning: 'orange.700', success: 'brand.700' };

export function NoticeCenter({ bus }: { bus: EventBus }) {
  const [state, setState] = useState<NoticeState>(EMPTY_NOTICES);
  const seq = useRef(0);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const off = bus.on('notify', (request) => {
      const id = ++seq.current;
      setState((s) => addNotice(s, request, id));
      const shownFor = addNotice(EMPTY_NOTICES, request, id);
      const duration = (shownFor.snackbar ?? shownFor.alerts[0])?.duration ?? 0;
      if (duration > 0) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          setState((s) => removeNotice(s, id));
        }, duration);
        timers.add(timer);
      }
    });
    return () => {
      off();
      timers.forEach(clearTimeout);
    };
  }, [bus]);

  const dismiss = (id: number) => setState((s) => removeNotice(s, id));
  const { snackbar } = state;

  return (
    <>
      <Stack position="fixed" top="72px" right={{ base: '2', md: '4' }} left={{ base: '2', md: 'auto' }} zIndex="toast" gap="2" maxW={{ md: '420px' }} aria-live="assertive">
        {state.alerts.map((a) => (
          <Alert.Root key={a.id} status={a.type} variant="solid" data-testid="alert" boxShadow="md" {...(SOLID_BG[a.type] ? { bg: SOLID_BG[a.type] } : {})}>
            <Alert.Indicator />
            <Alert.Title flex="1">{a.message}</Alert.Title>
            <CloseButton size="sm" aria-label={CHROME_TEXTS.close} onClick={() => dismiss(a.id)} />
          </Alert.Root>
        ))}
      </Stack>
      {snackbar && (
        <Box position="fixed" bottom="4" left="50%" transform="translateX(-50%)" zIndex="toast" w={{ base: 'calc(100% - 1rem)', md: 'auto' }} maxW="40rem">
          <HStack
            role="status"
            data-testid="snackbar"
            data-type={snackbar.type}
            bg={snackbar.type === 'error' ? 'red.700' : snackbar.type === 'success' ? 'brand.700' : 'gray.800'}
            color="white"
            px="4"
            py="3"
            borderRadius="md"
            boxShadow="lg"
            gap="4"
            justify="space-between"
          >
            <Text>{snackbar.message}</Text>
            <HStack gap="1">
              {snackbar.actionText && (
                <Button size="sm" variant="ghost" color="brand.200" onClick={() => (snackbar.action === 'reload' ? window.location.reload() : dismiss(snackbar.id))}>
                  {snackbar.actionText}
                </Button>
              )}
              <CloseButton size="sm" color="white" aria-label={CHROME_TEXTS.close} onClick={() => dismiss(snackbar.id)} />
            </HStack>
          </HStack>
        </Box>
      )}
    </>
  );
}
