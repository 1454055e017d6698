import { defineModule } from '../module';
import { staffRoutes } from './staff.routes';
import { staffSeed } from './staff.seed';

// The staff console (spec 000 §1, §4, §6; spec 002 §2 staff routes, §7, §8, §9; ADRs 300-309):
// staff's users list and accounts, the staff home and its inbox, and acting as a user with the
// audit trail. The users', employers' and features' rows stay their owners': this module reads
// them and changes them through their services. This file is the module's only public surface.
export const apiModule = defineModule({
  name: 'staff',
  summary: 'Staff console: users and accounts, the staff home and inbox, act as a user with its audit trail',
  routes: [{ service: 'helpDesk', routes: staffRoutes }],
  tables: ['act_as_sessions', 'act_as_actions', 'staff_inbox_items'],
  seed: staffSeed,
});

export { beginActingRequest, endActAs, finishActingRequest, type ActingRequest } from './act-as.service';
export { addTalentSearchRequest, resolveTalentSearchRequest } from './staff-inbox.service';
export { resendWelcome } from './staff-users.service';
