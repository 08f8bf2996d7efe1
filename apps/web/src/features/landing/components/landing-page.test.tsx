import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

describe('landing page', () => {
  it('shows the four statistics, six features and three plans', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    for (const stat of ['Sanctions lists', 'Countries covered', 'Monthly searches', 'Uptime']) {
      expect(screen.getByText(stat)).toBeInTheDocument();
    }
    const featureSection = document.getElementById('features');
    expect(
      featureSection && within(featureSection).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(6);
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getByText('Custom')).toBeInTheDocument();
  });

  it('switches pricing to yearly with the 20% discount', async () => {
    const { user } = renderApp('/');
    expect(await screen.findByTestId('price-starter')).toHaveTextContent('$99');
    expect(screen.getByTestId('price-professional')).toHaveTextContent('$299');

    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(screen.getByText('Save 20%')).toBeInTheDocument();
    expect(screen.getByTestId('price-starter')).toHaveTextContent('$79');
    expect(screen.getByTestId('price-professional')).toHaveTextContent('$239');
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

  it('opens the sign-in dialog with Sign In and Sign Up tabs; Sign Up goes to /signup', async () => {
    const { user, router } = renderApp('/');
    const [headerSignIn] = await screen.findAllByRole('button', { name: 'Sign In' });
    await user.click(headerSignIn ?? document.body);

    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('tab', { name: 'Sign In', selected: true }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
