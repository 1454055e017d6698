import { useEffect, useState } from 'react';
import { Box, Button, HStack, Text } from '@floorhire/ui';
import { getEventBus } from '@floorhire/event-bus';
import type { NotifyRequest } from '@floorhire/event-bus';
import { DURATIONS } from '@floorhire/rules';

interface Shown extends NotifyRequest {
  id: number;
}

let seq = 0;

/**
 * Minimal renderer of bus 'notify' requests (snackbars and alerts). The shell's chrome may
 * replace it with its own; the platform needs one so the update notice is always visible.
 */
export function NoticeHost() {
  const [items, setItems] = useState<Shown[]>([]);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const off = getEventBus().on('notify', (request) => {
      const id = ++seq;
      setItems((current) => [...current, { ...request, id }]);
      const duration = request.duration ?? (request.kind === 'alert' ? DURATIONS.alert : DURATIONS.snackbar);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setItems((current) => current.filter((item) => item.id !== id));
      }, duration);
      timers.add(timer);
    });
    return () => {
      off();
      timers.forEach(clearTimeout);
    };
  }, []);

  if (items.length === 0) return null;
  return (
    <Box position="fixed" bottom={4} left="50%" transform="translateX(-50%)" zIndex={1500} display="flex" flexDirection="column" gap={2} w={{ base: 'calc(100% - 1rem)', md: 'auto' }} maxW="40rem">
      {items.map((item) => (
        <HStack key={item.id} role="status" data-testid="notice" data-type={item.type} bg={item.type === 'error' ? 'red.700' : 'gray.800'} color="white" px={4} py={3} borderRadius="md" boxShadow="lg" gap={4} justify="space-between">
          <Text>{item.message}</Text>
          {item.actionText && (
            <Button size="sm" variant="ghost" color="brand.200" onClick={() => (item.action === 'reload' ? window.location.reload() : undefined)}>
              {item.actionText}
            </Button>
          )}
        </HStack>
      ))}
    </Box>
  );
}
