import { defineModule } from '../module';
import { aiCallRoutes } from './ai-calls.routes';
import { conversationRoutes } from './messaging.routes';
import { messagingSeed } from './messaging.seed';
import { releaseScheduled, RELEASE_EVERY_MS, RELEASE_SCHEDULED_JOB } from './messaging.service';
import { templateRoutes } from './templates.routes';

// Messaging (spec 002 §7 Messaging, spec 001 message templates): employer and staff
// conversations, SMS both ways with consent, the headers the shell reads, templates and the
// AI calls that draft messages. Its routes serve under the spec's 'conversations' service.
export const apiModule = defineModule({
  name: 'messaging',
  summary: 'Conversations and messages of employers and pros, two-way SMS with consent, staff messaging',
  routes: [
    { service: 'conversations', routes: [...conversationRoutes, ...templateRoutes] },
    { service: 'ai', routes: aiCallRoutes },
  ],
  tables: ['conversations', 'messages', 'sms_opt_outs', 'sms_consents', 'message_templates'],
  seed: messagingSeed,
  // Held bulk messages go out when the pro's morning comes (ADR 226).
  setup: ({ worker, db }) => worker.every(RELEASE_SCHEDULED_JOB, RELEASE_EVERY_MS, async () => void (await releaseScheduled(db))),
});

export { CONVERSATION_MESSAGE_EVENT, CONVERSATION_READ_EVENT, headersOf } from './messaging.service';
export { quietHoursRelease } from './quiet-hours';
