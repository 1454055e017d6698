import { defineModule } from '../module';
import { inboxRoutes } from './inbox.routes';
import { inboxSeed } from './inbox.seed';

// The inbox of action items (spec 001 §3, §4, §7). Other domains add items and say what reading
// one does (onItemRead); the inbox imports none of them.
export const apiModule = defineModule({
  name: 'inbox',
  summary: 'Action items of employers: new messages and pre-screened candidates',
  routes: [{ service: 'inbox', routes: inboxRoutes }],
  tables: ['inbox_items'],
  seed: inboxSeed,
});

export { addMessageItem, addPrescreenedItem, onItemRead, removePrescreenedItems, type ItemReadAction, type ReadOutcome } from './inbox.service';
