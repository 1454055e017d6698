import { defineModule } from '../module';
import { noteRoutes } from './notes.routes';
import { notesSeed } from './notes.seed';

// Notes on a pro (spec 001 §7, 002 §7), by staff or by an employer on pros in its pipeline.
export const apiModule = defineModule({
  name: 'notes',
  summary: 'Notes on a pro by staff or by an employer',
  routes: [{ service: 'applications', routes: noteRoutes }],
  tables: ['pro_notes'],
  seed: notesSeed,
});

export { listNotes } from './notes.service';
