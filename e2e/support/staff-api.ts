// The API as staff from a journey, for what the journey sets up or checks beside the browser
// (a pro who exists already, a job posted a moment before), never for what it is testing.
import { expect, request, type APIRequestContext } from '@playwright/test';
import { DEMO_LOGINS, DEMO_PASSWORD } from './logins';

export async function staffApi(): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const login = await context.post('/v4/auth/login', { data: { email: DEMO_LOGINS.admin, password: DEMO_PASSWORD } });
  expect(login.status(), 'staff login').toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  await context.dispose();
  return request.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders: { authorization: `Bearer ${accessToken}` } });
}

/** A demo employer's id by its name. */
export async function employerIdByName(staff: APIRequestContext, name: string): Promise<number> {
  const response = await staff.get(`/v4/employer/summary?filter=${encodeURIComponent(JSON.stringify({ where: { name: { like: name } }, limit: 10 }))}`);
  expect(response.status()).toBe(200);
  const found = ((await response.json()) as { id: number; name: string }[]).find((e) => e.name === name);
  expect(found, `employer ${name}`).toBeTruthy();
  return found!.id;
}
