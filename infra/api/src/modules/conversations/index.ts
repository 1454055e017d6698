import { defineModule } from '../module';
import { conversationRoutes } from './conversations.routes';

// Conversations (spec 002 §7 Messaging): the headers the shell reads today.
export const apiModule = defineModule({
  name: 'conversations',
  summary: 'Conversation headers of an employer',
  routes: [{ service: 'conversations', routes: conversationRoutes }],
});
