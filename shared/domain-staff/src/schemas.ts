import * as v from 'valibot';
import { IdSchema, LimitSchema, SkipSchema, TimestampSchema } from '@floorhire/schemas';
import { ACT_AS_SESSION_TITLE_MAX, normalizeActAsSessionTitle } from './rules';
import { ACT_AS_SESSION_TEXTS } from './texts';

// Payloads and answers of the staff API: the API validates with them (its
// OpenAPI document is made from them) and the remote parses answers with them.

export const ActAsSessionSchema = v.object({
  id: IdSchema,
  employerId: IdSchema,
  title: v.string(),
  createTs: TimestampSchema,
  updateTs: TimestampSchema,
});
export type ActAsSession = v.InferOutput<typeof ActAsSessionSchema>;

export const ActAsSessionListSchema = v.array(ActAsSessionSchema);

export const ActAsSessionEmployerParamsSchema = v.object({ employerId: IdSchema });
export const ActAsSessionParamsSchema = v.object({ employerId: IdSchema, id: IdSchema });

export const ActAsSessionListQuerySchema = v.object({ limit: v.optional(LimitSchema), skip: v.optional(SkipSchema) });

export const CreateActAsSessionBodySchema = v.object({
  title: v.pipe(
    v.string(ACT_AS_SESSION_TEXTS.titleRequired),
    v.transform(normalizeActAsSessionTitle),
    v.nonEmpty(ACT_AS_SESSION_TEXTS.titleRequired),
    v.maxLength(ACT_AS_SESSION_TITLE_MAX, ACT_AS_SESSION_TEXTS.titleTooLong(ACT_AS_SESSION_TITLE_MAX)),
  ),
});
export type CreateActAsSessionBody = v.InferOutput<typeof CreateActAsSessionBodySchema>;
