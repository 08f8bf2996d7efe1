import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { buildFreshnessItem, buildFreshnessReply } from '@test/freshness-fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import { bulkHandlers } from '@test/bulk/bulk-screening/bulk-handlers';

/** An installation serving the UN and Canadian lists only. */
const SERVED = [
  buildFreshnessItem({ sanctionList: 'un' }),
  buildFreshnessItem({
    sanctionList: 'ca',
    listSource: 'Canada Consolidated Autonomous Sanctions List',
  }),
];
const xlsx = () =>
  new File(['PK fake workbook'], 'customers.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

// Handlers registered later take precedence: this test's freshness reply over the shell's.
beforeEach(() => {
  server.use(...shellHandlers(), ...bulkHandlers().handlers);
  server.use(
    http.get('*/api/v2/sanctions/freshness', () =>
      HttpResponse.json(buildFreshnessReply(SERVED, 48, [], ['un', 'ca'])),
    ),
  );
});

// Whole-app renders on a shared 2-core machine can exceed the 5 s default.
describe('the bulk list filter', { timeout: 30_000 }, () => {
  it.each([
    {
      language: 'en' as const,
      file: 'Customer file',
      label: 'Sanctions lists',
      options: ['All lists', 'UN', 'Canada'],
    },
    {
      language: 'ar' as const,
      file: 'ملف العملاء',
      label: 'قوائم العقوبات',
      options: ['جميع القوائم', 'الأمم المتحدة', 'كندا'],
    },
  ])(
    'offers all lists and the lists served ($language)',
    async ({ language, file, label, options }) => {
      const { user } = renderApp('/bulk-screening', { user: buildSessionUser(), language });
      await user.upload(await screen.findByLabelText(file, {}, { timeout: 10_000 }), xlsx());
      const select = await screen.findByLabelText(label, {}, { timeout: 10_000 });
      await within(select).findByRole('option', { name: options[2] }, { timeout: 10_000 });
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(options);
    },
  );
});
