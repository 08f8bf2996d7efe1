import { CONTACT_RECEIVED_MESSAGE } from '@sanctions/contracts';
import type { ContactMessageBody } from '@sanctions/contracts';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildErrorEnvelope, buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';

// The signed-in shell's own requests; each test's handlers, registered later, take precedence.
beforeEach(() => server.use(...shellHandlers()));

const CONTACT_URL = '*/api/v2/contact';

function acceptMessages() {
  const received: unknown[] = [];
  server.use(
    http.post(CONTACT_URL, async ({ request }) => {
      received.push(await request.json());
      return HttpResponse.json({ success: true, message: CONTACT_RECEIVED_MESSAGE });
    }),
  );
  return received;
}

describe('contact page', () => {
  it('sends the message and shows the confirmation', async () => {
    const received = acceptMessages();
    const { user } = renderApp('/contact');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact Us' }),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Full name'), 'Mariam Saleh');
    await user.type(screen.getByLabelText('Work e-mail'), 'mariam@bank.example');
    await user.type(screen.getByLabelText('Organization'), 'Gulf Trade Bank');
    await user.type(screen.getByLabelText('Message'), 'How do you screen vessels?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    expect(received).toEqual([
      {
        name: 'Mariam Saleh',
        email: 'mariam@bank.example',
        organization: 'Gulf Trade Bank',
        message: 'How do you screen vessels?',
      } satisfies ContactMessageBody,
    ]);

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('validates with the contract before sending', async () => {
    const received = acceptMessages();
    const { user } = renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(received).toHaveLength(0);
  });

  it('shows a refusal from the server in an alert and keeps the form', async () => {
    server.use(
      http.post(CONTACT_URL, () =>
        HttpResponse.json(
          buildErrorEnvelope('RATE_LIMITED', 'Too many requests, please try again in 1 hour'),
          { status: 429 },
        ),
      ),
    );
    const { user } = renderApp('/contact');
    await user.type(await screen.findByLabelText('Full name'), 'Mariam Saleh');
    await user.type(screen.getByLabelText('Work e-mail'), 'mariam@bank.example');
    await user.type(screen.getByLabelText('Message'), 'How do you screen vessels?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(
      await screen.findByText('Too many requests, please try again in 1 hour'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('How do you screen vessels?');
  });

  it('becomes Book a Demo with ?topic=demo, and fills in a signed-in user', async () => {
    const received = acceptMessages();
    const { user } = renderApp('/contact?topic=demo', { user: buildSessionUser() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book a Demo' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Layla Haddad');
    expect(screen.getByLabelText('Work e-mail')).toHaveValue('layla.haddad@example.com');
    expect(screen.getByLabelText('Message')).toHaveValue(
      'I would like to book a demo of the screening platform for my team.',
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(received).toHaveLength(1));
  });

  it('ignores an unknown topic', async () => {
    renderApp('/contact?topic=careers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact Us' }),
    ).toBeInTheDocument();
  });

  it('reads in Arabic with translated validation messages', async () => {
    const { user } = renderApp('/contact?topic=sales', { language: 'ar' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'تواصل مع المبيعات' }),
    ).toBeInTheDocument();
    expect(screen.getByText('طرق أخرى للتواصل معنا')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('الرسالة'));
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));
    expect(await screen.findByText('الاسم مطلوب')).toBeInTheDocument();
    expect(screen.getByText('يجب ألا تقل الرسالة عن 10 أحرف')).toBeInTheDocument();
  });
});
