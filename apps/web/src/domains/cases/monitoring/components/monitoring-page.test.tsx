import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import {
  buildSubject,
  monitoringHandlers,
  SUBJECT_ID,
} from '@test/cases/monitoring/monitoring-handlers';

const ORGANIZATION_ID = '3f2c7a10-6d8e-4b1f-9a2e-5c4d3b2a1f00';

beforeEach(() => server.use(...shellHandlers()));

function open(
  options: Parameters<typeof monitoringHandlers>[0] = {},
  userOverrides: Parameters<typeof buildSessionUser>[0] = {},
  language: 'en' | 'ar' = 'en',
) {
  const { handlers, log } = monitoringHandlers(options);
  server.use(...handlers);
  return {
    ...renderApp('/monitoring', { user: buildSessionUser(userOverrides), language }),
    log,
  };
}

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('/monitoring', { timeout: 30_000 }, () => {
  it('validates the form, adds a subject and reports the alerts its screening raised', async () => {
    const { user, log } = open({ subjects: [], alertsRaised: 2 });
    expect(
      await screen.findByText('No one is monitored yet', {}, { timeout: 10_000 }),
    ).toBeVisible();

    await user.type(screen.getByLabelText('Date of birth'), '12/03/1980');
    await user.click(screen.getByRole('button', { name: 'Add to monitoring' }));
    expect(screen.getByText('Enter at least one name.')).toBeVisible();
    expect(screen.getByText('Use YYYY, YYYY-MM or YYYY-MM-DD.')).toBeVisible();
    expect(log.creates).toEqual([]);

    await user.clear(screen.getByLabelText('Date of birth'));
    await user.type(screen.getByLabelText('Date of birth'), '1980-04');
    await user.type(screen.getByLabelText('First name'), 'New');
    await user.type(screen.getByLabelText('Last name'), 'Subject');
    await user.type(screen.getByLabelText('Your reference'), 'CUST-9');
    await user.selectOptions(screen.getByLabelText('Type'), 'organization');
    await user.click(screen.getByRole('button', { name: 'Add to monitoring' }));

    expect(await screen.findByText('Screened against every list: 2 alerts raised.')).toBeVisible();
    expect(log.creates).toEqual([
      {
        subjectType: 'organization',
        firstName: 'New',
        lastName: 'Subject',
        arabicName: '',
        dateOfBirth: '1980-04',
        reference: 'CUST-9',
        source: 'manual',
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Monitored subjects' });
    expect(within(list).getByRole('link', { name: '2 open alerts' })).toHaveAttribute(
      'href',
      '/cases?subjectId=00000000-0000-4000-8000-000000000001',
    );
  });

  it('searches, filters, pauses and removes with confirmation', async () => {
    const { user, log } = open({
      subjects: [buildSubject({ openAlerts: 1 })],
    });
    const list = await screen.findByRole(
      'list',
      { name: 'Monitored subjects' },
      { timeout: 10_000 },
    );
    expect(within(list).getByText('Layla Haddad')).toBeVisible();
    expect(within(list).getByRole('link', { name: '1 open alert' })).toHaveAttribute(
      'href',
      `/cases?subjectId=${SUBJECT_ID}`,
    );

    await user.type(screen.getByLabelText('Search'), 'cust-7');
    await waitFor(() => expect(log.listQueries.at(-1)?.get('search')).toBe('cust-7'));
    await user.selectOptions(screen.getByLabelText('Status'), 'paused');
    await waitFor(() => expect(log.listQueries.at(-1)?.get('status')).toBe('paused'));
    expect(await screen.findByText('No subject matches these filters.')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.clear(screen.getByLabelText('Search'));

    await user.click(await screen.findByRole('button', { name: 'Pause Layla Haddad' }));
    await waitFor(() => expect(log.patches).toEqual([{ status: 'paused' }]));
    expect(await screen.findByRole('button', { name: 'Resume Layla Haddad' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove Layla Haddad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from monitoring?' });
    expect(within(dialog).getByText(/Its open alerts are closed/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(log.removes).toEqual([SUBJECT_ID]));
    expect(await screen.findByText('No one is monitored yet')).toBeVisible();
  });

  it('owners and admins set the threshold; members only read it; standalone accounts do not see it', async () => {
    const { user, log, unmount } = open(
      { threshold: 85 },
      {
        organizationId: ORGANIZATION_ID,
        organizationRole: 'admin',
      },
    );
    expect(
      await screen.findByText(
        'Matches with a confidence of 85 % or more raise an alert.',
        {},
        {
          timeout: 10_000,
        },
      ),
    ).toBeVisible();
    const input = screen.getByLabelText('Threshold (70-100 %)');
    await user.clear(input);
    await user.type(input, '60');
    await user.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect(screen.getByText('Enter a whole number from 70 to 100.')).toBeVisible();
    await user.clear(input);
    await user.type(input, '90');
    await user.click(screen.getByRole('button', { name: 'Save threshold' }));
    await waitFor(() => expect(log.thresholds).toEqual([{ threshold: 90 }]));
    unmount();

    open({ threshold: 85 }, { organizationId: ORGANIZATION_ID, organizationRole: 'member' });
    expect(
      await screen.findByText(
        'Matches with a confidence of 85 % or more raise an alert.',
        {},
        {
          timeout: 10_000,
        },
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('Threshold (70-100 %)')).toBeNull();
  });

  it('reads in Arabic', async () => {
    open({}, {}, 'ar');
    expect(
      await screen.findByRole('heading', { name: 'المراقبة', level: 1 }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await screen.findByRole('list', { name: 'الخاضعون للمراقبة' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'إضافة إلى المراقبة' })).toBeVisible();
  });
});
