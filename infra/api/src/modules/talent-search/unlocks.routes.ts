import { ROLES } from '@floorhire/rules';
import { EmployerParamsSchema, UnlockBodySchema, UnlockResultSchema, UnlockStateSchema } from '@floorhire/domain-talent-search';
import { route, type RouteDef } from '../../http/route';
import { assertCanSearch } from './talent-search.service';
import { unlockPros, unlockState } from './unlocks.service';

// Spec 002 §7: POST and GET /pro-unlock/employer/{id}.

const OWN_EMPLOYER = { kind: 'employer', from: 'params', key: 'id' } as const;

const read = route({
  method: 'GET',
  url: '/pro-unlock/employer/:id',
  summary: "The employer's unlocks and credits (isGated, isTrial, usedCredits, availableCredits)",
  access: [ROLES.userEmployer],
  tenancy: OWN_EMPLOYER,
  params: EmployerParamsSchema,
  response: UnlockStateSchema,
  errors: [403],
  handler: (ctx) => unlockState(ctx.db, ctx.params.id),
});

const unlock = route({
  method: 'POST',
  url: '/pro-unlock/employer/:id',
  summary: 'Unlock pros (proUserProfileIdsToUnlock, source ppp, application, bulk_messaging or pdp): one credit per person not unlocked before; 402 when credits run out',
  access: [ROLES.userEmployer],
  tenancy: OWN_EMPLOYER,
  params: EmployerParamsSchema,
  body: UnlockBodySchema,
  response: UnlockResultSchema,
  errors: [400, 402, 403, 404],
  async handler(ctx) {
    const auth = ctx.requireAuth();
    await assertCanSearch(ctx.db, auth, ctx.params.id);
    return unlockPros(ctx.db, ctx.params.id, auth.userId, ctx.body.proUserProfileIdsToUnlock, ctx.body.source);
  },
});

export const unlockRoutes: readonly RouteDef[] = [read, unlock];
