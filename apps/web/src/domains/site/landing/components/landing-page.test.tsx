import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildErrorEnvelope } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { buildCoverageReply } from '@test/site/landing/coverage-fixtures';
import { buildPlansReply } from '@test/site/landing/plan-fixtures';

const PLANS_URL = '*/api/v2/subscription/plans';
const COVERAGE_URL = '*/api/v2/sanctions/coverage';

describe('landing page', () => {
  beforeEach(() => {
    server.use(
      http.get(PLANS_URL, () => HttpResponse.json(buildPlansReply())),
      http.get(COVERAGE_URL, () => HttpResponse.json(buildCoverageReply())),
    );
  });

  it('shows the four figures of the served lists, the trust strip and six features', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    for (const [value, label] of [
      ['5', 'Official publications served'],
      ['4', 'Sanctions regimes'],
      ['157', 'Countries named in the lists'],
      ['31,482', 'Listed parties'],
    ] as const) {
      expect(await screen.findByText(label)).toBeInTheDocument();
      expect(screen.getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByTestId('coverage-badge')).toHaveTextContent(
      'OFAC · UN · EU · UK · official publications served: 5',
    );
    for (const audience of [
      'Financial institutions',
      'Law firms',
      'Fintechs',
      'Crypto exchanges',
    ]) {
      expect(screen.getByText(audience)).toBeInTheDocument();
    }
    const featureSection = document.getElementById('features');
    expect(
      featureSection && within(featureSection).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(6);
    // The first render of the file also loads the whole landing bundle; under a busy CI that takes seconds.
  }, 20_000);

  it('shows the plans from the server, per month, with Most Popular on Professional', async () => {
    renderApp('/');
    const professional = await screen.findByTestId('plan-professional');
    expect(within(professional).getByText('Most Popular')).toBeInTheDocument();
    expect(within(professional).getByText('Bulk screening')).toBeInTheDocument();
    expect(screen.getByTestId('price-basic')).toHaveTextContent('$99');
    expect(screen.getByTestId('price-professional')).toHaveTextContent('$299');
    expect(screen.getByTestId('price-enterprise')).toHaveTextContent('Custom');
    expect(screen.getAllByText('/month')).toHaveLength(2);
  });

  it('switches pricing to yearly: the saving computed from the prices (17%), prices per year, Custom unchanged', async () => {
    const { user } = renderApp('/');
    await screen.findByTestId('price-basic');
    expect(screen.getByText('Save 17%')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(screen.getByRole('radio', { name: /Yearly/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('price-basic')).toHaveTextContent('$990');
    expect(screen.getByTestId('price-professional')).toHaveTextContent('$2,990');
    expect(screen.getByTestId('price-enterprise')).toHaveTextContent('Custom');
    expect(screen.getAllByText('/year')).toHaveLength(2);
    expect(screen.queryByText('/month')).not.toBeInTheDocument();
    expect(screen.getByText('$83 per month, billed yearly')).toBeInTheDocument();
  });

  it('starts the trial of the chosen plan and cycle, and sends Enterprise to /contact', async () => {
    const { user } = renderApp('/');
    const starter = await screen.findByTestId('plan-basic');
    expect(within(starter).getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      '/signup?plan=basic&cycle=monthly',
    );
    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(
      within(screen.getByTestId('plan-professional')).getByRole('link', {
        name: 'Start Free Trial',
      }),
    ).toHaveAttribute('href', '/signup?plan=professional&cycle=yearly');
    expect(
      within(screen.getByTestId('plan-enterprise')).getByRole('link', { name: 'Contact Sales' }),
    ).toHaveAttribute('href', '/contact?topic=sales');
  });

  it('offers a retry when the plans cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(PLANS_URL, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(buildErrorEnvelope('INTERNAL', 'Internal server error'), {
              status: 500,
            })
          : HttpResponse.json(buildPlansReply());
      }),
    );
    const { user } = renderApp('/');
    expect(await screen.findByText('Plans could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('price-professional')).toHaveTextContent('$299');
  });

  it('links the footer to the legal pages, the contact page and the claims', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    for (const [name, href] of [
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Security Policy', '/security'],
      ['Contact', '/contact'],
      ['Book a Demo', '/contact?topic=demo'],
      ['API reference', '/api/docs'],
    ] as const) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(footer).getByText('99.9% uptime SLA')).toBeInTheDocument();
    expect(within(footer).getByText('24/7 monitoring')).toBeInTheDocument();
  });

  it('makes the header translucent only after scrolling more than 10 px', async () => {
    renderApp('/');
    const header = (await screen.findAllByRole('banner'))[0];
    expect(header).toHaveAttribute('data-scrolled', 'false');
    Object.defineProperty(window, 'scrollY', { value: 10, configurable: true });
    fireEvent.scroll(window);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    Object.defineProperty(window, 'scrollY', { value: 11, configurable: true });
    fireEvent.scroll(window);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('scrolls to the features and pricing sections from the header', async () => {
    const { user } = renderApp('/');
    const header = (await screen.findAllByRole('banner'))[0] ?? document.body;
    const pricing = document.getElementById('pricing');
    let scrolledTo: Element | null = null;
    if (pricing) pricing.scrollIntoView = () => (scrolledTo = pricing);
    await user.click(within(header).getByRole('link', { name: 'Pricing' }));
    expect(scrolledTo).toBe(pricing);
    expect(window.location.hash).toBe('#pricing');
  });

  it('opens the sign-in dialog from Sign In; Start Free Trial goes to /signup', async () => {
    const { user, router } = renderApp('/');
    const header = (await screen.findAllByRole('banner'))[0] ?? document.body;
    await user.click(within(header).getByRole('button', { name: 'Sign In' }));

    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('tab', { name: 'Sign In', selected: true }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(header).getByRole('link', { name: 'Start Free Trial' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });

  it('reads in Arabic, right to left', async () => {
    renderApp('/', { language: 'ar' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'فحص عقوبات يثق به فريق الامتثال لديك',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText('فحص جماعي')).toBeInTheDocument();
    expect(screen.getByText('الأكثر شيوعًا')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
