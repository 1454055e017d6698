import type { ModuleSeed } from '../module';
import { markProMessagesInbound } from './conversations.repository';

// The baseline demo world writes conversations without a direction per message: the pro's own
// messages are their replies.
export const conversationsSeed: ModuleSeed = {
  order: 10,
  run: ({ tx }) => markProMessagesInbound(tx),
};
