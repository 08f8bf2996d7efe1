import type { Webhook } from '@sanctions/contracts';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '@/lib/language';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import {
  NEW_SECRET,
  buildDelivery,
  buildWebhook,
} from '@test/notifications/webhooks/webhooks-fixtures';
import { webhooksHandlers } from '@test/notifications/webhooks/webhooks-handlers';

beforeEach(() => server.use(...shellHandlers()));

const ORGANIZATION_ID = '0c9b8a7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d';

function openWebhooks({
  webhooks = [buildWebhook()],
  language = 'en',
  organizationRole = 'admin',
  create,
}: {
  webhooks?: Webhook[];
  language?: Language;
  organizationRole?: 'owner' | 'admin' | 'member';
  create?: () => Response;
} = {}) {
  const { handlers, log } = webhooksHandlers(webhooks, [buildDelivery()], NEW_SECRET, { create });
  server.use(...handlers);
  const user = buildSessionUser({ organizationId: ORGANIZATION_ID, organizationRole });
  return { ...renderApp('/organization/webhooks', { user, language }), log };
}

const findEndpoint = (url: string) =>
  screen.findByRole('listitem', { name: url }, { timeout: 10_000 }).then((item) => within(item));

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('webhooks page', { timeout: 30_000 }, () => {
  it('lists each endpoint with its events, description and last delivery', async () => {
    openWebhooks();
    const endpoint = await findEndpoint('https://hooks.example.com/sanctions');
    expect(endpoint.getByText('Case system')).toBeVisible();
    expect(endpoint.getByText('Alert created')).toBeVisible();
    expect(endpoint.getByText('Alert decided')).toBeVisible();
    expect(endpoint.queryByText('List updated')).toBeNull();
    expect(endpoint.getByText('Delivered')).toBeVisible();
    expect(endpoint.getByText('HTTP 200')).toBeVisible();
  });

  it('adds an endpoint and shows its secret once', async () => {
    const { user, log } = openWebhooks({ webhooks: [] });
    expect(await screen.findByText(/No endpoints yet/, {}, { timeout: 10_000 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Add endpoint' }));
    expect(dialog.getByText('Enter the endpoint URL.')).toBeVisible();
    expect(log.created).toHaveLength(0);

    await user.type(dialog.getByLabelText('Endpoint URL'), 'https://receiver.example.org/hook');
    await user.click(dialog.getByRole('checkbox', { name: 'List updated' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Bulk job completed' }));
    await user.type(dialog.getByLabelText('Description (optional)'), 'CRM');
    await user.click(dialog.getByRole('button', { name: 'Add endpoint' }));

    const secretDialog = within(await screen.findByRole('dialog', { name: 'Endpoint added' }));
    expect(secretDialog.getByTestId('webhook-secret')).toHaveTextContent(NEW_SECRET);
    expect(secretDialog.getByText(/shown only this once/)).toBeVisible();
    expect(secretDialog.getByRole('button', { name: 'Copy secret' })).toBeVisible();
    expect(log.created).toEqual([
      {
        url: 'https://receiver.example.org/hook',
        events: ['alert.created', 'alert.decided'],
        description: 'CRM',
      },
    ]);

    await user.click(secretDialog.getByRole('button', { name: 'Done' }));
    const added = await findEndpoint('https://receiver.example.org/hook');
    expect(added.getByText(`Secret ending in ${NEW_SECRET.slice(-4)}`)).toBeVisible();
    expect(screen.queryByText(NEW_SECRET)).toBeNull();
  });

  it("sends a test and shows the receiver's answer", async () => {
    const { user, log } = openWebhooks();
    const endpoint = await findEndpoint('https://hooks.example.com/sanctions');
    await user.click(
      endpoint.getByRole('button', { name: 'Send test to https://hooks.example.com/sanctions' }),
    );
    expect(await endpoint.findByText('The receiver answered 204.')).toBeVisible();
    expect(log.tested).toEqual([buildWebhook().id]);
  });

  it('shows the deliveries and replays one', async () => {
    const { user, log } = openWebhooks();
    const endpoint = await findEndpoint('https://hooks.example.com/sanctions');
    await user.click(
      endpoint.getByRole('button', { name: 'Deliveries of https://hooks.example.com/sanctions' }),
    );
    const deliveries = within(
      await endpoint.findByRole('list', { name: 'Deliveries, newest first' }),
    );
    expect(deliveries.getByText('Failed')).toBeVisible();
    expect(deliveries.getByText('3 attempts')).toBeVisible();
    expect(deliveries.getByText('503')).toBeVisible();
    await user.click(deliveries.getByRole('button', { name: /^Replay Alert created/ }));
    expect(log.replayed).toEqual([buildDelivery().id]);
    expect(await deliveries.findByText('(Replay)')).toBeVisible();
  });

  it('deletes an endpoint after confirmation', async () => {
    const { user, log } = openWebhooks();
    const endpoint = await findEndpoint('https://hooks.example.com/sanctions');
    await user.click(
      endpoint.getByRole('button', { name: 'Delete https://hooks.example.com/sanctions' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(log.deleted).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByText(/No endpoints yet/)).toBeVisible();
    expect(log.deleted).toEqual([buildWebhook().id]);
  });

  it("shows the server's https refusal in Arabic", async () => {
    const { user } = openWebhooks({
      webhooks: [],
      language: 'ar',
      create: () =>
        HttpResponse.json(
          {
            success: false,
            error: 'The webhook URL must start with https://.',
            message: 'The webhook URL must start with https://.',
            code: 'VALIDATION_FAILED',
            messageKey: 'webhooks.urlNotHttps',
            requestId: 'req-test',
          },
          { status: 400 },
        ),
    });
    await user.click(
      await screen.findByRole('button', { name: 'إضافة عنوان' }, { timeout: 10_000 }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('عنوان الاستقبال (URL)'), 'http://receiver.example.org');
    await user.click(dialog.getByRole('button', { name: 'إضافة العنوان' }));
    expect(await dialog.findByText('يجب أن يبدأ عنوان الـ Webhook بـ https://.')).toBeVisible();
    expect(dialog.queryByText(/must start with/)).toBeNull();
  });

  it('tells members that only owners and admins manage webhooks', async () => {
    openWebhooks({ organizationRole: 'member' });
    expect(
      await screen.findByText(
        'Only organization owners and admins can manage webhooks.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
  });
});
