// The e-mails and text messages the product sent, read as staff from the local outbox the API
// keeps (GET /v4/help-desk/outbox), so a journey can follow a link the way its recipient would.
import { expect, request, type APIRequestContext } from '@playwright/test';
import type { OutboxMessageDto } from '@floorhire/schemas';
import { DEMO_LOGINS, DEMO_PASSWORD } from './logins';

async function staffContext(): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const login = await context.post('/v4/auth/login', { data: { email: DEMO_LOGINS.admin, password: DEMO_PASSWORD } });
  expect(login.status(), 'staff login for the outbox').toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  await context.dispose();
  return request.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders: { authorization: `Bearer ${accessToken}` } });
}

/**
 * The newest message to an address made from a template (e.g. 'link.reset-password'), waiting
 * for it to be queued; `after` skips messages up to that id.
 */
export async function latestMessage(to: string, template: string, after = 0): Promise<OutboxMessageDto> {
  const staff = await staffContext();
  try {
    let found: OutboxMessageDto | undefined;
    await expect
      .poll(
        async () => {
          const response = await staff.get(`/v4/help-desk/outbox?filter=${encodeURIComponent(JSON.stringify({ to, limit: 10 }))}`);
          const { items } = (await response.json()) as { items: OutboxMessageDto[] };
          found = items.find((m) => m.template === template && m.id > after);
          return found?.id ?? null;
        },
        { message: `a ${template} message to ${to}`, timeout: 10_000 },
      )
      .not.toBeNull();
    return found!;
  } finally {
    await staff.dispose();
  }
}

/** The newest message id to an address (0 when none), to wait for one sent after it. */
export async function lastMessageId(to: string): Promise<number> {
  const staff = await staffContext();
  try {
    const response = await staff.get(`/v4/help-desk/outbox?filter=${encodeURIComponent(JSON.stringify({ to, limit: 1 }))}`);
    const { items } = (await response.json()) as { items: OutboxMessageDto[] };
    return items[0]?.id ?? 0;
  } finally {
    await staff.dispose();
  }
}

/** The path (and query) of the first link to this site in a message, as its recipient clicks it. */
export function linkIn(message: OutboxMessageDto): string {
  const match = /https?:\/\/[^\s"<>]+/u.exec(message.bodyText);
  if (!match) throw new Error(`no link in ${message.template}: ${message.bodyText}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}
