import { createWebhookRequestSchema } from '@sanctions/contracts';
import type { Webhook, WebhookDelivery } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';
import { buildDelivery, buildWebhook } from './webhooks-fixtures';

interface Overrides {
  /** Replaces the create reply (e.g. a 400 refusal with a message key). */
  create?: () => Response;
  /** The receiver's answer to the test button. */
  testDelivery?: WebhookDelivery;
}

const NEW_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

/**
 * An in-memory endpoint store behind every webhooks route: created endpoints join the next list, deleted
 * ones leave it, and replays add a delivery. `log` records what the page sent.
 */
export function webhooksHandlers(
  initial: readonly Webhook[],
  deliveries: readonly WebhookDelivery[],
  secret: string,
  overrides: Overrides = {},
) {
  let webhooks = [...initial];
  let log_ = [...deliveries];
  const log = {
    created: [] as unknown[],
    deleted: [] as string[],
    tested: [] as string[],
    replayed: [] as string[],
  };
  const base = '*/api/v2/organization/webhooks';
  const handlers = [
    http.get(base, () => HttpResponse.json({ success: true, data: { webhooks } })),
    http.post(base, async ({ request }) => {
      const body = createWebhookRequestSchema.parse(await request.json());
      log.created.push(body);
      if (overrides.create) return overrides.create();
      const webhook = buildWebhook({
        id: NEW_ID,
        url: body.url,
        events: body.events,
        description: body.description ?? null,
        secretLast4: secret.slice(-4),
        lastDelivery: null,
      });
      webhooks = [...webhooks, webhook];
      return HttpResponse.json({ success: true, data: { webhook, secret } }, { status: 201 });
    }),
    http.get(`${base}/:id/deliveries`, ({ params }) => {
      const list = log_.filter((delivery) => delivery.webhookId === String(params.id));
      return HttpResponse.json({
        success: true,
        data: { deliveries: list, page: 1, pageSize: 20, total: list.length },
      });
    }),
    http.post(`${base}/deliveries/:deliveryId/replay`, ({ params }) => {
      const id = String(params.deliveryId);
      log.replayed.push(id);
      const original = log_.find((delivery) => delivery.id === id);
      const delivery = buildDelivery({
        ...original,
        id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
        status: 'succeeded',
        attempts: 1,
        responseStatus: 200,
        replayOf: id,
      });
      log_ = [delivery, ...log_];
      return HttpResponse.json({ success: true, data: { delivery } });
    }),
    http.post(`${base}/:id/test`, ({ params }) => {
      const id = String(params.id);
      log.tested.push(id);
      const delivery =
        overrides.testDelivery ??
        buildDelivery({
          webhookId: id,
          event: 'webhook.test',
          status: 'succeeded',
          attempts: 1,
          responseStatus: 204,
          responseBody: null,
        });
      return HttpResponse.json({ success: true, data: { delivery } });
    }),
    http.delete(`${base}/:id`, ({ params }) => {
      const id = String(params.id);
      log.deleted.push(id);
      webhooks = webhooks.filter((webhook) => webhook.id !== id);
      return HttpResponse.json({ success: true, message: 'Webhook removed' });
    }),
  ];
  return { handlers, log };
}
