import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildErrorEnvelope, buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import { storeTokens } from './token-storage';

// The signed-in shell's own requests; each test's handlers, registered later, take precedence.
beforeEach(() => server.use(...shellHandlers()));

describe('session', () => {
  it('shows the full-screen Loading... spinner until the user has loaded', async () => {
    let releaseMe: () => void = () => {};
    const isReleased = new Promise<void>((resolve) => {
      releaseMe = resolve;
    });
    storeTokens({ accessToken: 'a-1', refreshToken: 'r-1' });
    server.use(
      http.get('*/api/v2/auth-simple/me', async () => {
        await isReleased;
        return HttpResponse.json({ success: true, data: { user: buildSessionUser() } });
      }),
    );
    renderApp('/terms');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    releaseMe();
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('treats the user as signed out when the token has expired and the refresh fails', async () => {
    storeTokens({ accessToken: 'expired', refreshToken: 'revoked' });
    const unauthenticated = () =>
      HttpResponse.json(buildErrorEnvelope('UNAUTHENTICATED', 'Authentication required'), {
        status: 401,
      });
    server.use(
      http.get('*/api/v2/auth-simple/me', unauthenticated),
      http.post('*/api/v2/auth-simple/refresh', unauthenticated),
    );
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('does not call the server at all without tokens', async () => {
    const requested: string[] = [];
    const record = ({ request }: { request: Request }) => requested.push(request.url);
    server.events.on('request:start', record);
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    server.events.removeListener('request:start', record);
    expect(requested).toEqual([]);
  });
});
