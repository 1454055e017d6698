import { defineModule } from '../module';
import { aiRoutes } from './ai.routes';
import { registerAssistantGeneration } from './ai.service';

// The assistant (spec 001 §4, §7 gpt-helper): job descriptions and screener questions written
// in the background and polled by the wizard.
export const apiModule = defineModule({
  name: 'ai',
  summary: 'Assistant documents: job descriptions and screener questions generated in the background',
  routes: [{ service: 'ai', routes: aiRoutes }],
  tables: ['ai_documents'],
  setup: ({ worker, db, log }) => registerAssistantGeneration(worker, db, log),
});

export { draftCandidateMessage } from './ai.service';
export type { CandidateMessageInput } from './candidate-message';
