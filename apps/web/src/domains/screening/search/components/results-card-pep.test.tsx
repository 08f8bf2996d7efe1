import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import {
  buildSearchReplyWithPeps,
  GRASSLEY_PEP_MATCH,
} from '@test/screening/search/search-fixtures';
import { searchHandlers } from '@test/screening/search/search-handlers';

beforeEach(() => server.use(...shellHandlers()));

describe('results card with PEP hits', { timeout: 20_000 }, () => {
  it('stays "No Matches Found – Safe to Proceed" on sanctions and still shows the PEP hit with its EDD wording', async () => {
    const { handlers } = searchHandlers({
      reply: buildSearchReplyWithPeps([], [GRASSLEY_PEP_MATCH]),
    });
    server.use(...handlers);
    const view = renderApp('/sanctions-screening', { user: buildSessionUser(), language: 'en' });
    await view.user.type(await screen.findByLabelText('First Name'), 'Charles');
    await view.user.click(screen.getByRole('button', { name: 'Search' }));

    const results = within(await screen.findByRole('region', { name: 'Search Results' }));
    expect(results.getByText('No Matches Found')).toBeVisible();
    expect(results.getByText('Safe to Proceed')).toBeVisible();
    const pep = within(results.getByRole('region', { name: 'Politically exposed person (1)' }));
    expect(pep.getByText('Chuck Grassley')).toBeVisible();
    expect(pep.getByText('US Senator for IA')).toBeVisible();
    expect(pep.getByText('Enhanced due diligence')).toBeVisible();
  });
});
