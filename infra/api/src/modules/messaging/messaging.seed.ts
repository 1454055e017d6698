import type { ModuleSeed } from '../module';
import { markProMessagesInbound } from './messaging.repository';

// The baseline demo world writes conversations without a direction per message: the pro's own
// messages are their replies.
export const messagingSeed: ModuleSeed = {
  order: 10,
  run: ({ tx }) => markProMessagesInbound(tx),
};
