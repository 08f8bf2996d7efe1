import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import {
  ALERT_ID,
  DECISION_ID,
  buildAlert,
  buildProposal,
  casesHandlers,
} from '@test/cases/cases/cases-handlers';

beforeEach(() => server.use(...shellHandlers()));

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('/cases/$alertId', { timeout: 30_000 }, () => {
  it('shows both parties, sends the alert version, and explains a stale decision', async () => {
    let stale = true;
    const { handlers, log } = casesHandlers({
      alert: () => buildAlert(),
      decisionReply: () =>
        stale
          ? HttpResponse.json(
              {
                success: false,
                error: 'stale',
                message: 'stale',
                code: 'CONFLICT',
                messageKey: 'cases.stale',
                requestId: 'r',
              },
              { status: 409 },
            )
          : undefined,
    });
    server.use(...handlers);
    const { user } = renderApp(`/cases/${ALERT_ID}`, { user: buildSessionUser() });

    expect(await screen.findByText('Monitored subject', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getAllByText('Listed entry').length).toBeGreaterThan(0);
    expect(screen.getAllByText('أيمن محمد ربيع الظواهري').length).toBeGreaterThan(0);
    expect(screen.getAllByText('QDi.006').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Submit decision' }));
    expect(screen.getByText('Write the reason for your decision.')).toBeVisible();
    expect(log.decisions).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Your decision'), 'false_positive');
    await user.type(screen.getByLabelText('Reason'), 'Born 1990');
    await user.click(screen.getByRole('button', { name: 'Submit decision' }));
    expect(await screen.findByText(/The alert changed since you opened it/)).toBeVisible();
    expect(log.decisions).toEqual([
      { decision: 'false_positive', reason: 'Born 1990', alertVersion: 3 },
    ]);
    stale = false;
  });

  it('lets a permitted reviewer approve, and tells everyone else to wait', async () => {
    let canReview = false;
    const { handlers, log } = casesHandlers({
      alert: () =>
        buildAlert({
          status: 'proposed',
          decisions: [buildProposal()],
          permissions: { decide: false, review: canReview ? [DECISION_ID] : [], assign: true },
        }),
    });
    server.use(...handlers);
    const first = renderApp(`/cases/${ALERT_ID}`, { user: buildSessionUser() });
    expect(
      await screen.findByText('Waiting for a second reviewer', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    first.unmount();

    canReview = true;
    const { user } = renderApp(`/cases/${ALERT_ID}`, { user: buildSessionUser() });
    await user.type(await screen.findByLabelText('Reason', {}, { timeout: 10_000 }), 'Agreed');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(log.reviews).toHaveLength(1));
    expect(log.reviews[0]?.url).toMatch(new RegExp(`/decisions/${DECISION_ID}/approve$`));
    expect(log.reviews[0]?.body).toEqual({ reason: 'Agreed' });
  });
});
