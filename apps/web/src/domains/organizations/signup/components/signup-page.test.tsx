import { OWNER_EMAIL_TAKEN_MESSAGE } from '@sanctions/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/lib/language';
import { buildErrorEnvelope } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { signupHandlers } from '@test/organizations/signup/signup-handlers';

function openSignup(
  path = '/signup',
  { create, language = 'en' }: { create?: () => Response; language?: Language } = {},
) {
  const { handlers, bodies } = signupHandlers(create);
  server.use(...handlers);
  return { ...renderApp(path, { language }), bodies };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const planCard = (name: string) => screen.getByRole('region', { name });

async function choosePlan(user: UserEvent, name = 'Professional') {
  await user.click(await screen.findByRole('button', { name: `Select the ${name} plan` }));
  await user.click(continueButton());
  await screen.findByRole('heading', { name: 'Organization Details', level: 2 });
}

async function fillOrganization(user: UserEvent) {
  await user.type(screen.getByLabelText('Organization name'), 'Acme Financial Services LLC');
  await user.type(screen.getByLabelText('Display name'), 'Acme Financial');
  await user.type(screen.getByLabelText('Description'), 'Payments');
  await user.selectOptions(screen.getByLabelText('Industry'), 'banking');
  await user.type(screen.getByLabelText('Contact email'), 'compliance@acme.example');
  await user.type(screen.getByLabelText('Contact phone'), '+1 555 0100');
  await user.type(screen.getByLabelText('Website'), 'acme.example');
  await user.click(continueButton());
  await screen.findByRole('heading', { name: 'Create Admin Account', level: 2 });
}

async function fillAdmin(user: UserEvent, password = 'Str0ng!Pass', confirmation = password) {
  await user.type(screen.getByLabelText('First name'), 'Layla');
  await user.type(screen.getByLabelText('Last name'), 'Haddad');
  await user.type(screen.getByLabelText('Email'), 'layla@acme.example');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirmation);
}

const createButton = () => screen.getByRole('button', { name: 'Create Organization' });

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('sign-up wizard', { timeout: 30_000 }, () => {
  it('shows the plans with up to five highlights and Most Popular on Professional', async () => {
    openSignup();
    const professional = within(
      await screen.findByRole('region', { name: 'Professional' }, { timeout: 5_000 }),
    );
    expect(professional.getByText('Most Popular')).toBeVisible();
    expect(professional.getByText('$299')).toBeVisible();
    expect(professional.getAllByRole('listitem')).toHaveLength(5);
    expect(within(planCard('Enterprise')).getByText('Custom')).toBeVisible();
    expect(within(planCard('Starter')).queryByText('Most Popular')).toBeNull();
  });

  it('shows yearly/12 per month with Save 17% once yearly is chosen', async () => {
    const { user } = openSignup();
    await screen.findByRole('region', { name: 'Professional' });
    const yearly = screen.getByRole('button', { name: /Yearly/ });
    expect(yearly).toHaveTextContent('Save 17%');
    await user.click(yearly);
    expect(yearly).toHaveAttribute('aria-pressed', 'true');
    const professional = within(planCard('Professional'));
    expect(professional.getByText('$249')).toBeVisible();
    expect(professional.getByText('Billed $2,990 yearly')).toBeVisible();
    expect(within(planCard('Starter')).getByText('$83')).toBeVisible();
  });

  it('moves forward and back one step at a time without losing what was entered', async () => {
    const { user } = openSignup();
    await screen.findByRole('region', { name: 'Professional' });
    expect(continueButton()).toBeDisabled();
    const steps = screen.getByRole('navigation', { name: 'Sign-up steps' });
    expect(within(steps).getByText('Choose Plan').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );

    await choosePlan(user);
    await user.click(continueButton());
    expect(await screen.findByText('Organization name is required')).toBeVisible();
    expect(screen.getByText('Display name is required')).toBeVisible();
    expect(screen.getByText('Email is required')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Select the Professional plan' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(continueButton());
    await fillOrganization(user);
    await user.type(screen.getByLabelText('First name'), 'Layla');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Organization name')).toHaveValue('Acme Financial Services LLC');
    expect(screen.getByLabelText('Industry')).toHaveValue('banking');
    await user.click(continueButton());
    expect(await screen.findByLabelText('First name')).toHaveValue('Layla');
  });

  it('adds https:// to a website on blur and rejects one that is not a URL', async () => {
    const { user } = openSignup();
    await choosePlan(user);
    const website = screen.getByLabelText('Website');
    await user.type(website, 'acme.example');
    await user.tab();
    expect(website).toHaveValue('https://acme.example');

    await user.clear(website);
    await user.type(website, 'not a website');
    await user.tab();
    expect(await screen.findByText('Invalid website URL')).toBeVisible();
  });

  it('keeps Create Organization disabled until the password meets the strong rule', async () => {
    const { user } = openSignup();
    await choosePlan(user);
    await fillOrganization(user);
    await fillAdmin(user, 'weakpass');
    expect(createButton()).toBeDisabled();
    const rules = screen.getByRole('list', { name: 'Password requirements' });
    expect(within(rules).getByText('At least 8 characters').closest('li')).toHaveAttribute(
      'data-met',
      'true',
    );
    expect(within(rules).getByText('An uppercase letter').closest('li')).toHaveAttribute(
      'data-met',
      'false',
    );
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Str0ng!Pass');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'Str0ng!Pass');
    expect(createButton()).toBeEnabled();
  });

  // Issue 23: the owner's password was asked once; a typo locked them out of a new account.
  it('asks for the password twice: a mismatch keeps Create Organization disabled and says so', async () => {
    const { user } = openSignup();
    await choosePlan(user);
    await fillOrganization(user);
    await fillAdmin(user, 'Str0ng!Pass', 'Str0ng!Pas');
    await user.tab();
    expect(await screen.findByText("Passwords don't match")).toBeVisible();
    expect(createButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm password'), 's');
    await user.tab();
    expect(createButton()).toBeEnabled();
    expect(screen.queryByText("Passwords don't match")).toBeNull();
  });

  it('sends the spec payload with the preselected plan and opens sign-in with the review message', async () => {
    const { user, bodies, router } = openSignup('/signup?plan=professional&cycle=yearly');
    await screen.findByRole('region', { name: 'Professional' });
    expect(screen.getByRole('button', { name: /Yearly/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(continueButton());
    await fillOrganization(user);
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(summary.getByText('Professional')).toBeVisible();
    expect(summary.getByText('Yearly')).toBeVisible();
    expect(summary.getByText('$249')).toBeVisible();
    expect(summary.getByText('$2,990')).toBeVisible();
    await fillAdmin(user);
    await user.click(createButton());

    expect(await screen.findByText('Application submitted')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText(/submitted for review/)).toBeVisible();
    expect(bodies).toEqual([
      {
        organization: {
          name: 'Acme Financial Services LLC',
          displayName: 'Acme Financial',
          description: 'Payments',
          industry: 'banking',
          contactEmail: 'compliance@acme.example',
          contactPhone: '+1 555 0100',
          website: 'https://acme.example',
          address: { street: '', city: '', state: '', country: '', zipCode: '' },
        },
        subscription: { planName: 'professional', billingCycle: 'yearly' },
        user: {
          email: 'layla@acme.example',
          password: 'Str0ng!Pass',
          firstName: 'Layla',
          lastName: 'Haddad',
        },
      },
    ]);
  });

  it('shows the server 409 message in the alert above the buttons and on the field', async () => {
    const { user } = openSignup('/signup', {
      create: () =>
        HttpResponse.json(buildErrorEnvelope('CONFLICT', OWNER_EMAIL_TAKEN_MESSAGE), {
          status: 409,
        }),
    });
    await choosePlan(user, 'Starter');
    await fillOrganization(user);
    await fillAdmin(user);
    await user.click(createButton());

    const alert = await screen.findByText('Sign-up failed');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(OWNER_EMAIL_TAKEN_MESSAGE);
    expect(screen.getAllByText(OWNER_EMAIL_TAKEN_MESSAGE)).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('falls back to "Failed to create organization" when the server sends no message', async () => {
    const { user } = openSignup('/signup', {
      create: () => new HttpResponse(null, { status: 502 }),
    });
    await choosePlan(user);
    await fillOrganization(user);
    await fillAdmin(user);
    await user.click(createButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to create organization'),
    );
  });

  it('renders right to left in Arabic with translated plans and steps', async () => {
    openSignup('/signup', { language: 'ar' });
    expect(await screen.findByRole('region', { name: 'الاحترافية' })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('الأكثر شيوعًا')).toBeVisible();
    expect(screen.getByRole('button', { name: /سنوي/ })).toHaveTextContent('وفّر 17%');
    expect(screen.getByRole('navigation', { name: 'خطوات التسجيل' })).toHaveTextContent(
      'اختر الخطة',
    );
    expect(screen.getByText('واجهة برمجية متقدمة')).toBeVisible();
  });
});
