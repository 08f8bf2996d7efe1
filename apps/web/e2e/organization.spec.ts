import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
// Aliased: the hooks lint rule reads any use* call in a named helper as a React hook.
import { useLanguage as chooseLanguage } from './support/language';
import { expectNoSidewaysScroll, expectNoSidewaysScrollIn } from './support/layout';
import { linkIn, waitForMail } from './support/mailbox';
import { createApprovedOrganization, uniqueSuffix } from './support/organization';
import type { ApprovedOrganization } from './support/organization';
import { signIn } from './support/sign-in';

const MEMBER_PASSWORD = 'Member-Passw0rd!';

/** Every visible text the flow checks, in the language it runs in. */
const TEXTS = {
  en: {
    dashboardTitle: 'Organization Dashboard',
    trial: /^Trial Active - \S+ days remaining$/,
    upgrade: 'Upgrade Now',
    tiles: ['Current Plan', 'Status', 'Active Users', 'Monthly Searches'],
    cards: ['Usage Overview', 'Plan Features', 'Quick Actions'],
    trialBadge: 'Trial',
    inviteUsers: 'Invite Users',
    settings: 'Settings',
    membersTitle: 'Members',
    inviteTitle: 'Invite a user',
    inviteEmail: 'E-mail address',
    inviteRole: 'Role',
    send: 'Send invitation',
    sent: 'Invitation sent',
    invitationsTitle: 'Invitations',
    open: 'Open',
    accepted: 'Accepted',
    join: (organization: string) => `Join ${organization}`,
    firstName: 'First name',
    lastName: 'Last name',
    password: 'Password',
    createAccount: 'Create account and join',
    welcome: (organization: string) => `Welcome to ${organization}`,
    startScreening: 'Start screening',
    memberRole: 'Member',
    ownerRole: 'Owner',
    teamMembers: 'Team members',
  },
  ar: {
    dashboardTitle: 'لوحة المؤسسة',
    trial: /^الفترة التجريبية نشطة - الأيام المتبقية: \S+$/,
    upgrade: 'قم بالترقية الآن',
    tiles: ['الخطة الحالية', 'الحالة', 'المستخدمون النشطون', 'عمليات البحث الشهرية'],
    cards: ['نظرة عامة على الاستخدام', 'ميزات الخطة', 'إجراءات سريعة'],
    trialBadge: 'تجريبي',
    inviteUsers: 'دعوة مستخدمين',
    settings: 'الإعدادات',
    membersTitle: 'الأعضاء',
    inviteTitle: 'دعوة مستخدم',
    inviteEmail: 'عنوان البريد الإلكتروني',
    inviteRole: 'الدور',
    send: 'إرسال الدعوة',
    sent: 'تم إرسال الدعوة',
    invitationsTitle: 'الدعوات',
    open: 'مفتوحة',
    accepted: 'مقبولة',
    join: (organization: string) => `انضم إلى ${organization}`,
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    password: 'كلمة المرور',
    createAccount: 'إنشاء الحساب والانضمام',
    welcome: (organization: string) => `مرحبًا بك في ${organization}`,
    startScreening: 'ابدأ الفحص',
    memberRole: 'عضو',
    ownerRole: 'مالك',
    teamMembers: 'أعضاء الفريق',
  },
} as const;

type Language = keyof typeof TEXTS;

/** The dashboard of spec 2 as an owner or a member of a trial organisation sees it. */
async function expectDashboard(
  page: Page,
  organization: ApprovedOrganization,
  language: Language,
  { canManage }: { canManage: boolean },
) {
  const text = TEXTS[language];
  await expect(page.getByRole('heading', { name: organization.displayName })).toBeVisible();
  await expect(page.getByText(text.dashboardTitle, { exact: true })).toBeVisible();
  const trial = page.getByRole('status').filter({ has: page.getByText(text.trial) });
  await expect(trial).toBeVisible();
  await expect(trial.getByRole('link', { name: text.upgrade })).toBeVisible();
  for (const tile of [...text.tiles, ...text.cards]) {
    await expect(page.getByText(tile, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText(text.trialBadge, { exact: true })).toBeVisible();
  const invite = page.getByRole('link', { name: text.inviteUsers });
  const settings = page.getByRole('link', { name: text.settings, exact: true });
  await expect(invite).toHaveCount(canManage ? 1 : 0);
  await expect(settings).toHaveCount(canManage ? 1 : 0);
}

/** The owner invites `email` as a member from /organization/members. */
async function inviteMember(page: Page, email: string, language: Language) {
  const text = TEXTS[language];
  await page.getByRole('link', { name: text.inviteUsers }).click();
  await expect(page).toHaveURL(/\/organization\/members$/);
  await expect(page.getByRole('heading', { name: text.membersTitle, exact: true })).toBeVisible();
  await page.getByRole('button', { name: text.inviteUsers }).click();
  const dialog = page.getByRole('dialog', { name: text.inviteTitle });
  await dialog.getByLabel(text.inviteEmail).fill(email);
  await dialog.getByLabel(text.inviteRole).selectOption('member');
  await dialog.getByRole('button', { name: text.send }).click();
  await expect(page.getByText(text.sent, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const invitation = page.getByRole('row').filter({ hasText: email });
  await expect(invitation.getByText(text.open, { exact: true })).toBeVisible();
}

/** The invitee opens the e-mailed link in their own browser and creates the account, which signs them in. */
async function joinFromEmail(
  browser: Browser,
  organization: ApprovedOrganization,
  email: string,
  language: Language,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const text = TEXTS[language];
  const mail = await waitForMail(email, /\/invitations\//);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(linkIn(mail, '/invitations/'));
  await chooseLanguage(page, language);
  await expect(
    page.getByRole('heading', { name: text.join(organization.displayName) }),
  ).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await page.getByLabel(text.firstName).fill('Karim');
  await page.getByLabel(text.lastName).fill('Mansour');
  await page.getByLabel(text.password, { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: text.createAccount }).click();
  await expect(
    page.getByRole('heading', { name: text.welcome(organization.displayName) }),
  ).toBeVisible();
  // Accepting signed the new member in (issue 23 §5): no second sign-in with the new password.
  await page.getByRole('link', { name: text.startScreening }).click();
  await expect(page).toHaveURL(/\/sanctions-screening$/);
  await expect(page.getByRole('button', { name: /^(Search|بحث)$/ })).toBeVisible();
  await chooseLanguage(page, language);
  return { page, close: () => context.close() };
}

for (const language of ['en', 'ar'] as const) {
  test(`an owner invites a member who joins from the e-mailed link (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    const text = TEXTS[language];
    const organization = await createApprovedOrganization(request, { language });
    const memberEmail = `member-${uniqueSuffix()}@e2e.test`;

    await signIn(page, organization.owner);
    await chooseLanguage(page, language);
    await page.goto('/organization');
    await expectDashboard(page, organization, language, { canManage: true });
    if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await inviteMember(page, memberEmail, language);

    const member = await joinFromEmail(browser, organization, memberEmail, language);
    await member.page.goto('/organization');
    await expectDashboard(member.page, organization, language, { canManage: false });
    await member.close();

    await page.reload();
    await expect(page.getByRole('heading', { name: text.teamMembers })).toBeVisible();
    const row = page.getByRole('row', { name: 'Karim Mansour' });
    await expect(row.getByRole('cell', { name: memberEmail })).toBeVisible();
    await expect(row.getByRole('cell', { name: text.memberRole, exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('row', {
          name: `${organization.owner.firstName} ${organization.owner.lastName}`,
        })
        .getByRole('cell', { name: text.ownerRole, exact: true }),
    ).toBeVisible();
    const invitation = page.getByRole('row').filter({ hasText: memberEmail }).last();
    await expect(invitation.getByText(text.accepted, { exact: true })).toBeVisible();
  });
}

test.describe('at a phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the organisation, members and billing pages do not scroll sideways in Arabic', async ({
    page,
    request,
  }) => {
    const organization = await createApprovedOrganization(request, { language: 'ar' });
    await signIn(page, organization.owner);
    await chooseLanguage(page, 'ar');

    for (const [path, heading] of [
      ['/organization', organization.displayName],
      ['/organization/members', TEXTS.ar.teamMembers],
      ['/billing', 'نظرة عامة على الاشتراك'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }

    await page.getByRole('button', { name: 'عرض جميع الفواتير' }).click();
    const invoices = page.getByRole('dialog', { name: 'جميع الفواتير' });
    await expect(invoices.getByRole('table')).toBeVisible();
    await expectNoSidewaysScrollIn(invoices, 'the All Invoices dialog');
  });
});
