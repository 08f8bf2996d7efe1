import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import { sanctionsHandlers } from '@test/lists/sanctions/sanctions-handlers';

beforeEach(() => server.use(...shellHandlers()));

const ADMIN = buildSessionUser({ role: 'admin' });
const LICENSED = 'https://data.opensanctions.org/datasets/latest/peps/entities.ftm.json';

function openSettings(language: 'en' | 'ar' = 'en') {
  const { handlers, log } = sanctionsHandlers();
  server.use(...handlers);
  return { ...renderApp('/admin?tab=settings', { user: ADMIN, language }), log };
}

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('PEP sources card (admin Settings tab)', { timeout: 30_000 }, () => {
  it('saves the licensed FollowTheMoney URL and uploads a PEP file, showing the import', async () => {
    const { user, log } = openSettings();
    const urlField = await screen.findByLabelText(
      'Licensed FollowTheMoney URL',
      {},
      { timeout: 10_000 },
    );
    await user.type(urlField, LICENSED);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(log.ftmUrlPuts).toEqual([{ ftmUrl: LICENSED }]));

    await user.selectOptions(
      screen.getByLabelText('PEP source'),
      'US Congress and Executive (CC0 YAML)',
    );
    await user.upload(
      screen.getByLabelText('PEP file'),
      new File(['- id: {}\n'], 'legislators-current.yaml', { type: 'application/yaml' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    await waitFor(() => expect(log.pepUploads).toEqual(['pep_us_congress']));
    const card = within(
      screen.getByRole('heading', { name: 'PEP sources' }).closest('div.rounded-lg') ??
        document.body,
    );
    expect(await card.findByText(/537/)).toBeVisible();
  });

  it('names the card and its fields in Arabic', async () => {
    openSettings('ar');
    expect(
      await screen.findByLabelText('عنوان FollowTheMoney المرخّص', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'رفع واستيراد' })).toBeDisabled();
  });
});
