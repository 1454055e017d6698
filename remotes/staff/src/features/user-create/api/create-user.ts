import type { ApiClient } from '@floorhire/api-client';
import type { CreateUserBody } from '@floorhire/domain-staff';
import { CreatedAnswerSchema } from '@floorhire/schemas';

/** POST /user-profile (staff, ADR 305): opens the account; answers its id. */
export async function createUser(api: ApiClient, body: Omit<CreateUserBody, 'sendWelcome'> & { sendWelcome: boolean }): Promise<number> {
  return (await api.helpDesk.post('user-profile', { schema: CreatedAnswerSchema, body })).id;
}
