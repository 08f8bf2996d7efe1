import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdWebhookReplySchema, webhookDeliveryReplySchema } from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildTeam, callAs } from '../../../../test/organization-team';
import type { Team } from '../../../../test/organization-team';
import { useTestApp } from '../../../../test/use-test-app';
import { startWebhookReceiver } from '../../../../test/notifications/webhook-test-receiver';
import type { WebhookTestReceiver } from '../../../../test/notifications/webhook-test-receiver';

const HOOKS = '/api/v2/organization/webhooks';
const METRICS_TOKEN = 'webhook-metrics-test-token-0123456789';

/** Issue 26 §2: every delivery attempt counts once in `webhook_deliveries_total` by its outcome. */
describe('webhook delivery metrics', () => {
  const t = useTestApp({
    clock: createTestClock(new Date('2030-01-15T09:00:00.000Z')),
    env: { WEBHOOK_ALLOW_INSECURE: 'loopback', WEBHOOK_TIMEOUT_MS: '400', METRICS_TOKEN },
  });
  let team: Team;
  let receiver: WebhookTestReceiver;
  beforeAll(async () => {
    team = await buildTeam(t.app, t.db);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  async function deliveriesByOutcome(): Promise<Record<string, number>> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    const counts: Record<string, number> = {};
    for (const match of response.body.matchAll(
      /^webhook_deliveries_total\{outcome="(\w+)"\} (\d+)$/gm,
    )) {
      counts[match[1] ?? ''] = Number(match[2]);
    }
    return counts;
  }

  it('counts a delivered test event as succeeded and a refused one as failed', async () => {
    const created = await callAs(t.app, team.owner.accessToken, 'POST', HOOKS, {
      url: receiver.url,
      events: ['alert.created'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { webhook } = createdWebhookReplySchema.parse(created.json()).data;
    expect(await deliveriesByOutcome()).toEqual({});

    const ok = await callAs(t.app, team.owner.accessToken, 'POST', `${HOOKS}/${webhook.id}/test`);
    expect(webhookDeliveryReplySchema.parse(ok.json()).data.delivery.status).toBe('succeeded');
    receiver.answers.push({ status: 500 });
    // The test button tries once and settles whatever the answer: a refusal is given up, not retried.
    const refused = await callAs(
      t.app,
      team.owner.accessToken,
      'POST',
      `${HOOKS}/${webhook.id}/test`,
    );
    expect(webhookDeliveryReplySchema.parse(refused.json()).data.delivery.status).toBe('failed');

    expect(await deliveriesByOutcome()).toEqual({ succeeded: 1, failed: 1 });
  });
});
