// The platform event stream's public surface: services publish in their transactions and may
// define topic kinds; the app wires the bus, the route and the retention job.
import type { Worker } from '../worker/worker';
import type { EventBus } from './bus';

export { EventBus, publish, type EventDraft, type PlatformEvent } from './bus';
export { eventsRoute } from './events.routes';
export { EVENT_TEXTS } from './topics';

/** How often the retention job runs; events live retentionHours, give or take this. */
export const EVENT_PRUNE_EVERY_MS = 10 * 60_000;

export function registerEventRetention(worker: Worker, bus: EventBus, retentionHours: number): void {
  worker.every('events.prune', EVENT_PRUNE_EVERY_MS, async () => {
    await bus.prune(retentionHours * 3_600_000);
  });
}
