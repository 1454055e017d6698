import * as v from 'valibot';
import { IdSchema } from '@floorhire/schemas';

// Payloads and answers of the pro profile API: the API validates with them (its OpenAPI
// document is made from them) and the remote parses answers with them.

export const ProParamsSchema = v.object({ id: IdSchema });
export const ProResumeParamsSchema = v.object({ id: IdSchema, parseId: v.pipe(v.string(), v.uuid()) });
