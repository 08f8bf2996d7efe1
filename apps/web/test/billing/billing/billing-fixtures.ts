import {
  adminBillingSummaryReplySchema,
  adminOrganizationsReplySchema,
  billingSummaryReplySchema,
  cashPaymentReplySchema,
  cashPaymentsReplySchema,
  invoicesReplySchema,
  verifyCashPaymentReplySchema,
} from '@sanctions/contracts';
import type {
  AdminBillingSummary,
  AdminOrganization,
  BillingSummary,
  CashPayment,
  Invoice,
} from '@sanctions/contracts';

export const ACME_ID = '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const GLOBEX_ID = '7d6c5b4a-3f2e-4d1c-8b0a-9f8e7d6c5b4a';

/** An invoice of Acme; `overrides` change any field. */
export function buildInvoice(number: number, overrides: Partial<Invoice> = {}): Invoice {
  const suffix = String(number).padStart(6, '0');
  return {
    id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    invoiceNumber: `INV-2026-${suffix}`,
    organizationId: ACME_ID,
    organizationName: 'Acme Financial',
    amount: 29_900,
    tax: 0,
    total: 29_900,
    currency: 'USD',
    status: 'paid',
    periodStart: '2026-02-01T00:00:00.000Z',
    periodEnd: '2026-03-01T00:00:00.000Z',
    dueDate: '2026-02-15T00:00:00.000Z',
    paidAt: '2026-02-10T09:00:00.000Z',
    createdAt: '2026-02-01T09:00:00.000Z',
    lineItems: [
      {
        kind: 'plan',
        description: 'Professional',
        quantity: 1,
        unitAmount: 29_900,
        amount: 29_900,
      },
    ],
    notes: null,
    organizationTaxId: null,
    receiptNumber: null,
    ...overrides,
  };
}

/** Acme on Professional, monthly, with three invoices. */
export const SUMMARY: BillingSummary = {
  organization: { id: ACME_ID, name: 'Acme Financial' },
  subscription: {
    plan: {
      name: 'professional',
      displayName: 'Professional',
      monthlyPrice: 29_900,
      yearlyPrice: 299_000,
      maxUsers: 10,
      maxSearchesPerMonth: 2_500,
      maxApiCalls: 10_000,
      features: {
        en: ['2,500 searches per month', 'All sanctions lists', 'Priority support'],
        ar: ['2,500 عملية بحث شهريًا', 'جميع قوائم العقوبات', 'دعم ذو أولوية'],
      },
    },
    status: 'active',
    billingCycle: 'monthly',
    cyclePrice: 29_900,
    currentPeriodStart: '2026-03-01T00:00:00.000Z',
    currentPeriodEnd: '2026-04-01T00:00:00.000Z',
    trialEnd: null,
  },
  currentUsage: {
    activeUsers: 4,
    searches: 3_000,
    apiCalls: 120,
    periodStart: '2026-03-01T00:00:00.000Z',
    periodEnd: '2026-04-01T00:00:00.000Z',
  },
  invoices: [
    buildInvoice(3, { status: 'pending', paidAt: null, createdAt: '2026-03-01T09:00:00.000Z' }),
    buildInvoice(2),
    buildInvoice(1, { createdAt: '2026-01-01T09:00:00.000Z' }),
  ],
  outstandingTotal: 29_900,
};

export const summaryReply = (summary: BillingSummary) =>
  billingSummaryReplySchema.parse({ success: true, data: summary });

export const invoicesReply = (invoices: Invoice[], total: number, page: number, pageSize: number) =>
  invoicesReplySchema.parse({ success: true, data: { invoices, total, page, pageSize } });

export const ADMIN_SUMMARY: AdminBillingSummary = {
  totalRevenue: 1_234_550,
  activeSubscriptions: 12,
  pendingPayments: { count: 2, amount: 59_800 },
  overduePayments: { count: 1, amount: 9_900 },
  totalOrganizations: 15,
  subscriptionsByPlan: { basic: 5, professional: 6, enterprise: 1 },
  revenueByMonth: [
    { month: '2026-01', revenue: 400_000 },
    { month: '2026-02', revenue: 500_000 },
    { month: '2026-03', revenue: 334_550 },
  ],
};

export const adminSummaryReply = (summary: AdminBillingSummary) =>
  adminBillingSummaryReplySchema.parse({ success: true, data: summary });

export const ACME_ORGANIZATION: AdminOrganization = {
  id: ACME_ID,
  name: 'Acme Financial',
  email: 'billing@acme.example',
  phone: '+1 555 0100',
  subscription: {
    status: 'active',
    plan: 'professional',
    planDisplayName: 'Professional',
    billingCycle: 'monthly',
    monthlyAmount: 29_900,
    currentPeriodEnd: '2026-04-01T00:00:00.000Z',
    trialEnd: null,
  },
  lastPayment: {
    amount: 29_900,
    date: '2026-03-02T10:00:00.000Z',
    method: 'cash',
    status: 'completed',
  },
  totalUsage: { searches: 1_204, activeUsers: 4 },
};

export const GLOBEX_ORGANIZATION: AdminOrganization = {
  id: GLOBEX_ID,
  name: 'Globex Exchange',
  email: 'finance@globex.example',
  phone: null,
  subscription: {
    status: 'past_due',
    plan: 'basic',
    planDisplayName: 'Basic',
    billingCycle: 'monthly',
    monthlyAmount: 9_900,
    currentPeriodEnd: '2026-03-10T00:00:00.000Z',
    trialEnd: null,
  },
  lastPayment: null,
  totalUsage: { searches: 80, activeUsers: 2 },
};

export const adminOrganizationsReply = (organizations: AdminOrganization[]) =>
  adminOrganizationsReplySchema.parse({
    success: true,
    data: { organizations, total: organizations.length, page: 1, pageSize: 200 },
  });

/** A cash payment of Globex; `overrides` change any field. */
export function buildCashPayment(
  number: number,
  overrides: Partial<CashPayment> = {},
): CashPayment {
  return {
    id: `11111111-0000-4000-8000-${String(number).padStart(12, '0')}`,
    organizationId: GLOBEX_ID,
    organizationName: 'Globex Exchange',
    invoiceId: null,
    invoiceNumber: `INV-2026-${String(number).padStart(6, '0')}`,
    amount: 9_900,
    currency: 'USD',
    paymentDate: '2026-03-05',
    receivedBy: 'Omar Saleh',
    receiptNumber: `R-${1000 + number}`,
    notes: null,
    verificationStatus: 'pending',
    verificationNotes: null,
    verifiedAt: null,
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export const cashPaymentsReply = (payments: CashPayment[]) =>
  cashPaymentsReplySchema.parse({ success: true, data: { payments } });

export const cashPaymentReply = (payment: CashPayment, message: string) =>
  cashPaymentReplySchema.parse({ success: true, message, data: { payment } });

export const verifyReply = (payment: CashPayment) =>
  verifyCashPaymentReplySchema.parse({
    success: true,
    message: 'Payment status updated successfully!',
    data: { payment, invoice: null },
  });
