import { defineModule } from '../module';
import { staffRoutes } from './staff.routes';
import { staffSeed } from './staff.seed';

// Staff: say here which spec sections this domain serves. This file is the module's only
// public surface: other modules import what is exported below (service functions, never a
// repository's), nothing else.
export const apiModule = defineModule({
  name: 'staff',
  summary: 'Staff: act as sessions of an employer',
  routes: [{ service: 'helpDesk', routes: staffRoutes }],
  tables: ['act_as_sessions'],
  seed: staffSeed,
});

export { listActAsSessions, readActAsSession } from './staff.service';
