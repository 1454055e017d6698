import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiConfig } from '../config';
import type { Db } from '../db';
import { TokenService, type UserClaimsRow } from './tokens';

const user: UserClaimsRow = {
  id: 7, email: 'rachel@acme.test', name_first: 'Rachel', name_last: 'Kowalski', status: 'normal', type: 'Normal',
  group_membership: 'Company Admin', roles: ['user.employer', 'employer.job.edit'], employer_ids: [3],
};

function service(ttlSeconds = 60, secret = randomBytes(32)) {
  // Signing and verifying access tokens touch neither the database nor other settings.
  const config = { jwtSecret: new Uint8Array(secret), accessTokenTtlSeconds: ttlSeconds } as ApiConfig;
  return new TokenService({} as Db, config);
}

afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('answers the same caller for a token however often it is presented', async () => {
    const tokens = service();
    const { accessToken } = await tokens.signAccess(user);
    for (let i = 0; i < 3; i++) {
      expect(await tokens.verifyAccess(accessToken)).toEqual({ userId: 7, group: 'Company Admin', roles: ['user.employer', 'employer.job.edit'], employerIds: [3], isStaff: false });
    }
  });

  it('refuses a token once it has expired, even one verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = service(60);
    const { accessToken } = await tokens.signAccess(user);
    expect(await tokens.verifyAccess(accessToken)).not.toBeNull();
    vi.setSystemTime(Date.now() + 61_000);
    expect(await tokens.verifyAccess(accessToken)).toBeNull();
  });

  it('refuses a token signed with another secret or altered', async () => {
    const { accessToken } = await service().signAccess(user);
    const other = service();
    expect(await other.verifyAccess(accessToken)).toBeNull();
    const mine = service();
    const valid = (await mine.signAccess(user)).accessToken;
    expect(await mine.verifyAccess(`${valid.slice(0, -2)}xx`)).toBeNull();
  });
});
