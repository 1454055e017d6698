import * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';
import { SimulatorPhonesSchema, SimulatorThreadSchema } from '@floorhire/domain-messaging';

// The phone simulator of the local SMS adapter (docs/decisions/221-two-way-sms.md).

export function fetchPhones(api: ApiClient, signal?: AbortSignal) {
  return api.conversations.get('sms/simulator/phones', { schema: SimulatorPhonesSchema, ...(signal ? { signal } : {}) });
}

export function fetchPhoneThread(api: ApiClient, phone: string, signal?: AbortSignal) {
  return api.conversations.get('sms/simulator/thread', { schema: SimulatorThreadSchema, query: { phone }, ...(signal ? { signal } : {}) });
}

export function replyFromPhone(api: ApiClient, phone: string, message: string) {
  return api.conversations.post('sms/simulator/reply', { schema: v.object({ kind: v.string() }), body: { phone, message } });
}
