import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createdWebhookReplySchema,
  errorEnvelopeSchema,
  webhookDeliveriesReplySchema,
  webhookDeliveryReplySchema,
  webhooksReplySchema,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { addMember, buildTeam, callAs } from '../../../../test/organization-team';
import type { Team } from '../../../../test/organization-team';
import { useTestApp } from '../../../../test/use-test-app';
import { webhookDeliveryAttempts, webhookEndpoints } from '../../../db/schema/monitoring';
import { emitWebhookEvent } from './emit-webhook-event';
import { verifyWebhookSignature } from './sign-webhook';
import { startWebhookReceiver } from '../../../../test/notifications/webhook-test-receiver';
import type { WebhookTestReceiver } from '../../../../test/notifications/webhook-test-receiver';

const HOOKS = '/api/v2/organization/webhooks';
// Later than the database's clock: the queue runs a job early when its run_at is before its insert time.
const NOW = new Date('2030-01-15T09:00:00.000Z');

describe('webhooks: register, sign, retry, replay', () => {
  const clock = createTestClock(NOW);
  const t = useTestApp({
    clock,
    env: { WEBHOOK_ALLOW_INSECURE: 'loopback', WEBHOOK_TIMEOUT_MS: '400' },
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

  async function register(events: string[] = ['alert.created']) {
    const response = await callAs(t.app, team.owner.accessToken, 'POST', HOOKS, {
      url: receiver.url,
      events,
      description: 'Core banking',
    });
    expect(response.statusCode, response.body).toBe(201);
    return createdWebhookReplySchema.parse(response.json()).data;
  }

  it('shows the secret once, stores it sealed, and signs the test delivery with it', async () => {
    const { webhook, secret } = await register();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(webhook.secretLast4).toBe(secret.slice(-4));
    const [row] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, webhook.id));
    expect(row?.secretSealed).not.toContain(secret.slice(6));

    const list = await callAs(t.app, team.owner.accessToken, 'GET', HOOKS);
    const listed = webhooksReplySchema.parse(list.json()).data.webhooks;
    expect(listed.map((w) => w.id)).toContain(webhook.id);
    expect(list.body).not.toContain(secret);

    const test = await callAs(t.app, team.owner.accessToken, 'POST', `${HOOKS}/${webhook.id}/test`);
    expect(test.statusCode, test.body).toBe(200);
    const { delivery } = webhookDeliveryReplySchema.parse(test.json()).data;
    expect(delivery).toMatchObject({ status: 'succeeded', responseStatus: 200, attempts: 1 });
    const got = receiver.received.at(-1);
    expect(got?.headers['x-sanctions-event']).toBe('webhook.test');
    expect(got?.headers['x-sanctions-delivery']).toBe(delivery.id);
    const signature = String(got?.headers['x-sanctions-signature']);
    expect(signature).toMatch(
      new RegExp(`^t=${Math.floor(NOW.getTime() / 1000)},v1=[0-9a-f]{64}$`),
    );
    expect(verifyWebhookSignature(secret, got?.body ?? '', signature)).toBe(true);
    expect(verifyWebhookSignature('whsec_other', got?.body ?? '', signature)).toBe(false);
    expect(verifyWebhookSignature(secret, `${got?.body ?? ''} `, signature)).toBe(false);
  });

  it('retries after a 500 with backoff, logs every attempt, then succeeds; a second run sends nothing', async () => {
    // Only this endpoint takes alert.decided: the earlier ones must not receive it.
    const { webhook, secret } = await register(['alert.decided']);
    receiver.answers.push({ status: 500, body: 'x'.repeat(5_000) });
    const before = receiver.received.length;
    const [deliveryId] = await t.db.transaction((tx) =>
      emitWebhookEvent(tx, t.app.jobs.enqueue, {
        organizationId: team.organization.id,
        event: 'alert.decided',
        data: { alertId: 'a1' },
        at: clock.now(),
      }),
    );
    await t.app.jobs.runOnce();
    expect(receiver.received.length - before).toBe(1);

    const page = async () => {
      const r = await callAs(
        t.app,
        team.owner.accessToken,
        'GET',
        `${HOOKS}/${webhook.id}/deliveries`,
      );
      expect(r.statusCode, r.body).toBe(200);
      return webhookDeliveriesReplySchema.parse(r.json()).data;
    };
    let log = await page();
    expect(log.deliveries[0]).toMatchObject({
      id: deliveryId,
      status: 'pending',
      attempts: 1,
      responseStatus: 500,
      nextAttemptAt: new Date(NOW.getTime() + 60_000).toISOString(),
    });
    expect(log.deliveries[0]?.responseBody).toHaveLength(2_000);

    // Not due yet: nothing is sent.
    await t.app.jobs.runOnce();
    expect(receiver.received.length - before).toBe(1);
    clock.advance(61_000);
    await t.app.jobs.runOnce();
    expect(receiver.received.length - before).toBe(2);
    log = await page();
    expect(log.deliveries[0]).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      responseStatus: 200,
    });
    const attempts = await t.db
      .select()
      .from(webhookDeliveryAttempts)
      .where(eq(webhookDeliveryAttempts.deliveryId, deliveryId ?? ''))
      .orderBy(webhookDeliveryAttempts.attempt);
    expect(attempts.map((a) => [a.attempt, a.responseStatus])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    const second = receiver.received.at(-1);
    expect(
      verifyWebhookSignature(
        secret,
        second?.body ?? '',
        String(second?.headers['x-sanctions-signature']),
      ),
    ).toBe(true);
    expect(JSON.parse(second?.body ?? '{}')).toMatchObject({
      event: 'alert.decided',
      data: { alertId: 'a1' },
    });

    // A duplicate job for the settled delivery sends nothing.
    await t.app.jobs.enqueue(t.db, 'webhooks.deliver', { deliveryId });
    await t.app.jobs.runOnce();
    expect(receiver.received.length - before).toBe(2);
  });

  it('replays a delivery: a new delivery, same body, new signature time, replayOf set', async () => {
    const { webhook, secret } = await register(['list.updated']);
    const [deliveryId] = await t.db.transaction((tx) =>
      emitWebhookEvent(tx, t.app.jobs.enqueue, {
        organizationId: team.organization.id,
        event: 'list.updated',
        data: { list: 'ofac' },
        at: clock.now(),
      }),
    );
    await t.app.jobs.runOnce();
    const original = receiver.received.at(-1);
    clock.advance(120_000);
    const replay = await callAs(
      t.app,
      team.owner.accessToken,
      'POST',
      `${HOOKS}/deliveries/${deliveryId ?? ''}/replay`,
    );
    expect(replay.statusCode, replay.body).toBe(200);
    const { delivery } = webhookDeliveryReplySchema.parse(replay.json()).data;
    expect(delivery).toMatchObject({
      replayOf: deliveryId,
      status: 'succeeded',
      webhookId: webhook.id,
    });
    expect(delivery.id).not.toBe(deliveryId);
    const repeated = receiver.received.at(-1);
    expect(repeated?.body).toBe(original?.body);
    const signature = String(repeated?.headers['x-sanctions-signature']);
    expect(signature).not.toBe(original?.headers['x-sanctions-signature']);
    expect(verifyWebhookSignature(secret, repeated?.body ?? '', signature)).toBe(true);
  });

  it('a receiver that does not answer in time: the test delivery fails with the timeout', async () => {
    const { webhook } = await register();
    receiver.answers.push('hang');
    const test = await callAs(t.app, team.owner.accessToken, 'POST', `${HOOKS}/${webhook.id}/test`);
    expect(test.statusCode, test.body).toBe(200);
    const { delivery } = webhookDeliveryReplySchema.parse(test.json()).data;
    expect(delivery).toMatchObject({ status: 'failed', responseStatus: null });
    expect(delivery.error).toMatch(/timed out/);
  });

  it('members get 403; another organisation gets 404; a removed endpoint leaves the list and answers 404', async () => {
    const { webhook } = await register();
    const member = await addMember(t.app, t.db, team.organization.id, 'member');
    expect((await callAs(t.app, member.accessToken, 'GET', HOOKS)).statusCode).toBe(403);
    expect(
      (
        await callAs(t.app, member.accessToken, 'POST', HOOKS, {
          url: receiver.url,
          events: ['list.updated'],
        })
      ).statusCode,
    ).toBe(403);

    const other = await buildTeam(t.app, t.db);
    for (const [method, url] of [
      ['DELETE', `${HOOKS}/${webhook.id}`],
      ['POST', `${HOOKS}/${webhook.id}/test`],
      ['GET', `${HOOKS}/${webhook.id}/deliveries`],
    ] as const)
      expect((await callAs(t.app, other.owner.accessToken, method, url)).statusCode).toBe(404);
    const otherList = await callAs(t.app, other.owner.accessToken, 'GET', HOOKS);
    expect(webhooksReplySchema.parse(otherList.json()).data.webhooks).toEqual([]);

    const removed = await callAs(t.app, team.owner.accessToken, 'DELETE', `${HOOKS}/${webhook.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await callAs(t.app, team.owner.accessToken, 'GET', HOOKS);
    expect(webhooksReplySchema.parse(after.json()).data.webhooks.map((w) => w.id)).not.toContain(
      webhook.id,
    );
    expect(
      (await callAs(t.app, team.owner.accessToken, 'POST', `${HOOKS}/${webhook.id}/test`))
        .statusCode,
    ).toBe(404);
  });
});

describe('webhooks: URL rules (SSRF) outside tests', () => {
  const t = useTestApp({ env: { PUBLIC_URL: 'https://screening.example.test' } });
  let team: Team;
  beforeAll(async () => {
    team = await buildTeam(t.app, t.db);
  });

  it.each([
    ['http://hooks.example.com/x', 'webhooks.urlNotHttps'],
    ['ftp://hooks.example.com/x', 'webhooks.urlInvalid'],
    ['not a url', 'webhooks.urlInvalid'],
    ['https://user:pw@hooks.example.com/x', 'webhooks.urlInvalid'],
    ['https://screening.example.test/api/hook', 'webhooks.urlSelf'],
    ['https://127.0.0.1/hook', 'webhooks.urlPrivate'],
    ['https://localhost/hook', 'webhooks.urlPrivate'],
    ['https://[::1]/hook', 'webhooks.urlPrivate'],
    ['https://10.1.2.3/hook', 'webhooks.urlPrivate'],
    ['https://192.168.0.10/hook', 'webhooks.urlPrivate'],
    ['https://169.254.169.254/latest/meta-data', 'webhooks.urlPrivate'],
    ['https://[::ffff:10.0.0.1]/hook', 'webhooks.urlPrivate'],
    ['https://[fd00::1]/hook', 'webhooks.urlPrivate'],
    // IPv6 forms that embed loopback, and IPv4 written as one number (issue 24, item 7).
    ['https://[64:ff9b::7f00:1]/hook', 'webhooks.urlPrivate'],
    ['https://[2002:7f00:1::]/hook', 'webhooks.urlPrivate'],
    ['https://[::127.0.0.1]/hook', 'webhooks.urlPrivate'],
    ['https://[::ffff:0:7f00:1]/hook', 'webhooks.urlPrivate'],
    ['https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook', 'webhooks.urlPrivate'],
    ['https://2130706433/hook', 'webhooks.urlPrivate'],
    ['https://0x7f000001/hook', 'webhooks.urlPrivate'],
    ['https://no-such-host.invalid/hook', 'webhooks.urlUnresolvable'],
  ])('refuses %s with %s', async (url, key) => {
    const response = await callAs(t.app, team.owner.accessToken, 'POST', HOOKS, {
      url,
      events: ['alert.created'],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({ messageKey: key });
  });

  it('refuses an eleventh endpoint', async () => {
    const team2 = await buildTeam(t.app, t.db);
    // Registered directly: a public https address would need DNS in the test.
    await t.db.insert(webhookEndpoints).values(
      Array.from({ length: 10 }, (_, i) => ({
        organizationId: team2.organization.id,
        url: `https://hooks${i}.example.com/`,
        secretSealed: 'v1:x',
        secretLast4: 'abcd',
        events: ['alert.created'],
      })),
    );
    const response = await callAs(t.app, team2.owner.accessToken, 'POST', HOOKS, {
      url: 'https://93.184.215.14/hook',
      events: ['alert.created'],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
      messageKey: 'webhooks.limitReached',
    });
  });
});
