import type { Template } from '@floorhire/domain-messaging';
import type { AuthContext } from '../../auth/tokens';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import * as repo from './templates.repository';

// Message templates (spec 001 §3-§5, §7; docs/decisions/223-message-templates.md).

export const TEMPLATE_NOT_FOUND = 'Template not found';

const toTemplate = (r: repo.TemplateRow): Template => ({
  id: r.id,
  title: r.title,
  message: r.message,
  isFavorite: r.is_favorite,
  status: r.status,
  type: r.type,
  userProfileId: r.user_profile_id,
  updateTs: new Date(r.update_ts).toISOString(),
});

export async function listTemplates(db: Db, auth: AuthContext, employerId: number, limit: number, skip: number) {
  const rows = await repo.listTemplates(db, employerId, auth.userId, limit, skip);
  return { messages: rows.map(toTemplate), count: rows[0]?.total ?? 0 };
}

export async function createTemplate(db: Db, auth: AuthContext, employerId: number, body: { title: string; message: string; isFavorite: boolean; shared: boolean }) {
  const id = await repo.insertTemplate(db, { employerId, userId: body.shared ? null : auth.userId, title: body.title, message: body.message, isFavorite: body.isFavorite });
  return toTemplate((await repo.templateById(db, id))!);
}

/** A custom template of one of the caller's employers, shared or the caller's own (staff: any custom one). */
async function editable(db: Db, auth: AuthContext, id: number): Promise<repo.TemplateRow> {
  const row = await repo.templateById(db, id);
  const mine = row && row.type === 'custom' && row.employer_id !== null && (auth.isStaff || (auth.employerIds.includes(row.employer_id) && (row.user_profile_id === null || row.user_profile_id === auth.userId)));
  if (!row || !mine) throw notFound(TEMPLATE_NOT_FOUND);
  return row;
}

export async function patchTemplate(db: Db, auth: AuthContext, id: number, patch: { title?: string | undefined; message?: string | undefined; isFavorite?: boolean | undefined }) {
  await editable(db, auth, id);
  await repo.updateTemplate(db, id, patch);
  return toTemplate((await repo.templateById(db, id))!);
}

export async function setTemplateStatus(db: Db, auth: AuthContext, id: number, status: 'live' | 'removed') {
  await editable(db, auth, id);
  await repo.setTemplateStatus(db, id, status);
  return toTemplate((await repo.templateById(db, id))!);
}
