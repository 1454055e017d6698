import type { ApiClient } from '@floorhire/api-client';
import { TemplatePageSchema, TemplateSchema, TEMPLATE_PAGE_SIZE } from '@floorhire/domain-messaging';

// Message templates (spec 001 §7).

export function fetchTemplates(api: ApiClient, employerId: number, skip: number, signal?: AbortSignal) {
  return api.conversations.get('message-template', { schema: TemplatePageSchema, query: { employerId, filter: { limit: TEMPLATE_PAGE_SIZE, skip } }, ...(signal ? { signal } : {}) });
}

export function createTemplate(api: ApiClient, employerId: number, body: { title: string; message: string; isFavorite: boolean; shared: boolean }) {
  return api.conversations.post('message-template', { schema: TemplateSchema, query: { employerId }, body });
}

export function patchTemplate(api: ApiClient, id: number, body: { title?: string; message?: string; isFavorite?: boolean }) {
  return api.conversations.patch(`message-template/${id}`, { schema: TemplateSchema, body });
}

export function setTemplateStatus(api: ApiClient, id: number, status: 'live' | 'removed') {
  return api.conversations.put(`message-template/${id}/status`, { schema: TemplateSchema, body: { status } });
}
