import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensurePlan } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import {
  callPlans,
  planBody,
  signedInAs,
} from '../../../../test/billing/plan-management-test-support';

describe('plan management is for super admins only', () => {
  const t = useTestApp();
  let planId: string;
  beforeAll(async () => {
    planId = (await ensurePlan(t.db, 'basic')).id;
  });

  const calls = () =>
    [
      { method: 'GET' },
      { method: 'POST', payload: planBody() },
      { method: 'PUT', url: `/api/v2/admin/plans/${planId}`, payload: { displayName: 'X' } },
      { method: 'DELETE', url: `/api/v2/admin/plans/${randomUUID()}` },
    ] as const;

  it('answers 401 without a token', async () => {
    for (const call of calls()) {
      const response = await callPlans(t.app, undefined, call);
      expect(response.statusCode, `${call.method}`).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it('answers 403 "Super Admin privileges required" to a user and to an admin', async () => {
    for (const role of ['user', 'admin'] as const) {
      const { accessToken } = await signedInAs(t.app, t.db, role);
      for (const call of calls()) {
        const response = await callPlans(t.app, accessToken, call);
        expect(response.statusCode, `${role} ${call.method}`).toBe(403);
        expect(response.json()).toMatchObject({
          code: 'FORBIDDEN',
          message: 'Super Admin privileges required',
        });
      }
    }
  });
});
