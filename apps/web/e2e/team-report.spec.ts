import { expect, test } from '@playwright/test';
import { downloadFrom } from './support/downloads';
import { expectNoSidewaysScroll } from './support/layout';
import { createApprovedOrganization } from './support/organization';
import { openQuickAction } from './support/quick-action';
import { signIn } from './support/sign-in';
import { VIEWS } from './support/views';

/** Every visible text the flow checks, in the language it runs in. */
const TEXTS = {
  en: {
    quickActions: 'Quick Actions',
    viewAnalytics: 'View Analytics',
    title: 'Team Report',
    perMember: 'Per member',
    counted: /^Single searches: names screened one at a time/,
    bulkCounted: /^Bulk rows: rows of the member's bulk uploads/,
    exportCsv: 'Export CSV',
    header:
      'Member,E-mail,Period start,Single searches,Bulk rows screened,Decisions recorded,Four-eyes reviews,Median hours to decision',
    total: 'Team total',
  },
  ar: {
    quickActions: 'إجراءات سريعة',
    viewAnalytics: 'عرض التحليلات',
    title: 'تقرير الفريق',
    perMember: 'لكل عضو',
    counted: /^عمليات البحث الفردية: الأسماء التي فُحصت واحدًا تلو الآخر/,
    bulkCounted: /^صفوف البحث المجمّع: صفوف ملفات العضو المجمّعة/,
    exportCsv: 'تصدير CSV',
    header:
      'العضو,البريد الإلكتروني,بداية الفترة,عمليات البحث الفردية,صفوف البحث المجمّع المفحوصة,القرارات المسجّلة,مراجعات مبدأ الأربع أعين,الوسيط بالساعات حتى القرار',
    total: 'إجمالي الفريق',
  },
} as const;

for (const [viewport, what, language] of VIEWS) {
  test(`an owner opens the team report from View Analytics and downloads its CSV (${language}, ${what})`, async ({
    page,
    request,
  }) => {
    const texts = TEXTS[language];
    const organization = await createApprovedOrganization(request, { language });
    await page.setViewportSize(viewport);
    await signIn(page, organization.owner);
    await openQuickAction(
      page,
      language,
      { quickActions: texts.quickActions, action: texts.viewAnalytics },
      /\/organization\/reports$/,
    );
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    // The screen says what it counts: single searches and bulk rows are different things.
    await expect(page.getByText(texts.counted)).toBeVisible();
    await expect(page.getByText(texts.bulkCounted)).toBeVisible();
    const perMember = page.getByRole('table', { name: texts.perMember });
    await expect(
      perMember.getByRole('row', {
        name: new RegExp(`${organization.owner.firstName} ${organization.owner.lastName}`),
      }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page, `team report (${language}, ${what})`);

    const { download, bytes } = await downloadFrom(page, () =>
      page.getByRole('button', { name: texts.exportCsv }).click(),
    );
    expect(download.suggestedFilename()).toMatch(
      /^team-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}-week\.csv$/,
    );
    const text = bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(texts.header);
    // A new organisation has done nothing yet: only the team's total line, all zeros.
    expect(lines.at(-1)).toMatch(new RegExp(`^${texts.total},,.*,0,0,0,0,$`));
  });
}
