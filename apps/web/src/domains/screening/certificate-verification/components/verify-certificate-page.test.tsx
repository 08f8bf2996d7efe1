import type { CertificateVerification } from '@sanctions/contracts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';

beforeEach(() => server.use(...shellHandlers()));

const SEARCH_ID = '7ecbc239-c2f3-4b00-879c-434bb02d4d6d';

/** Answers every check with `status`, and records what was asked. */
function answer(status: CertificateVerification['status']) {
  const asked: { id: string; code: string | null; auth: string | null }[] = [];
  server.use(
    http.get('*/api/v2/search/:id/verify', ({ params, request }) => {
      asked.push({
        id: String(params.id),
        code: new URL(request.url).searchParams.get('code'),
        auth: request.headers.get('authorization'),
      });
      return HttpResponse.json({
        success: true,
        data: {
          status,
          checkedAt: '2026-03-10T09:30:00.000Z',
          ...(status === 'valid' ? { issuedAt: '2026-03-10T09:00:00.000Z' } : {}),
        },
      });
    }),
  );
  return asked;
}

describe('verify certificate page', () => {
  it('checks the link printed on the certificate at once, without a session', async () => {
    const asked = answer('valid');
    renderApp(`/verify-certificate?search=${SEARCH_ID}&code=ABCD-EFGH-JKMN-PQRS`);
    expect(await screen.findByText('Valid certificate')).toBeInTheDocument();
    expect(screen.getByText(/Certificate issued .*2026/)).toBeInTheDocument();
    expect(asked).toEqual([{ id: SEARCH_ID, code: 'ABCD-EFGH-JKMN-PQRS', auth: null }]);
  });

  it('asks for a well-formed search ID and a code before checking', async () => {
    const asked = answer('invalid');
    const { user } = renderApp('/verify-certificate');
    await user.type(await screen.findByLabelText('Search ID (certificate number)'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/Enter the search ID exactly/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search ID (certificate number)'));
    // Pasted, as a visitor copies it from the certificate (typing 36 characters is slow under load).
    await user.paste(SEARCH_ID);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the verification code.')).toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });

  it('says when the evidence was altered', async () => {
    answer('altered');
    const { user } = renderApp('/verify-certificate');
    await user.click(await screen.findByLabelText('Search ID (certificate number)'));
    await user.paste(SEARCH_ID);
    await user.click(screen.getByLabelText('Verification code'));
    await user.paste('abcd efgh jkmn pqrs');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Evidence altered')).toBeInTheDocument();
  });
});
