import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { organizations } from './organizations';
import { users } from './users';

// All money columns are integer cents (ARCHITECTURE 2): no floating-point rounding in totals.

export const SUBSCRIPTION_STATUSES = [
  'trial',
  'active',
  'past_due',
  'suspended',
  'cancelled',
] as const;
export const subscriptionStatusEnum = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export const billingCycleEnum = pgEnum('billing_cycle', BILLING_CYCLES);

export const INVOICE_STATUSES = ['pending', 'paid', 'overdue', 'cancelled'] as const;
export const invoiceStatusEnum = pgEnum('invoice_status', INVOICE_STATUSES);

export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export const verificationStatusEnum = pgEnum('verification_status', VERIFICATION_STATUSES);

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);

/**
 * Plans offered at sign-up. `null` in a limit column means unlimited (enterprise): a sentinel number
 * would leak into percentages and "N of M" displays.
 */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: id(),
  /** basic | professional | enterprise */
  name: text().notNull().unique(),
  displayName: text().notNull(),
  description: text(),
  monthlyPrice: integer().notNull(),
  yearlyPrice: integer().notNull(),
  maxUsers: integer(),
  maxSearchesPerMonth: integer(),
  maxApiCalls: integer(),
  additionalCheckPrice: integer().notNull().default(0),
  /** Marketing highlights in English, as the plan cards list them (`featuresAr` holds the Arabic). */
  features: jsonb().$type<string[]>().notNull().default([]),
  /** The same highlights in Arabic, in the same order. */
  featuresAr: jsonb().$type<string[]>().notNull().default([]),
  /** The spec's eight feature keys (sanctionsCheck, bulkScreening, apiAccess...) as a map of booleans. */
  featureFlags: jsonb().$type<Record<string, boolean>>().notNull().default({}),
  /** Custom pricing: the price columns are 0 and the landing page shows "Custom" / contact sales. */
  isCustom: boolean().notNull().default(false),
  /** Tagged "Most Popular" on the plan cards. */
  isPopular: boolean().notNull().default(false),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const organizationSubscriptions = pgTable(
  'organization_subscriptions',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    planId: uuid()
      .notNull()
      .references(() => subscriptionPlans.id),
    status: subscriptionStatusEnum().notNull().default('trial'),
    billingCycle: billingCycleEnum().notNull().default('monthly'),
    currentPeriodStart: timestamptz(),
    currentPeriodEnd: timestamptz(),
    trialEnd: timestamptz(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /** A downgrade or cycle change waiting for the end of the current period. */
    scheduledPlanId: uuid().references(() => subscriptionPlans.id),
    scheduledBillingCycle: billingCycleEnum(),
    /** When the subscription was suspended for non-payment (grace period over). */
    suspendedAt: timestamptz(),
    /** Ids at a card payment provider; unused while payment is cash only. */
    stripeCustomerId: text(),
    stripeSubscriptionId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.organizationId), index().on(t.status)],
);

/** Organisation usage per calendar day (UTC). */
export const organizationUsage = pgTable(
  'organization_usage',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    subscriptionId: uuid().references(() => organizationSubscriptions.id, { onDelete: 'set null' }),
    date: date({ mode: 'string' }).notNull(),
    searchCount: integer().notNull().default(0),
    apiCallCount: integer().notNull().default(0),
    activeUsers: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.organizationId, t.date)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    subscriptionId: uuid().references(() => organizationSubscriptions.id, { onDelete: 'set null' }),
    invoiceNumber: text().notNull().unique(),
    amount: integer().notNull(),
    tax: integer().notNull().default(0),
    total: integer().notNull(),
    currency: text().notNull().default('USD'),
    status: invoiceStatusEnum().notNull().default('pending'),
    periodStart: timestamptz(),
    periodEnd: timestamptz(),
    dueDate: timestamptz(),
    paidAt: timestamptz(),
    stripeInvoiceId: text(),
    downloadUrl: text(),
    /** What the invoice charges: the plan for the period, overages of the previous one, prorations. */
    lineItems: jsonb().$type<InvoiceLine[]>().notNull().default([]),
    notes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.organizationId, t.createdAt),
    index().on(t.status),
    // The daily job issues one invoice per subscription period, however often it runs.
    uniqueIndex('invoices_subscription_period_unique').on(t.subscriptionId, t.periodStart),
  ],
);

/** One line of an invoice, in integer cents. */
export interface InvoiceLine {
  /** plan | overage | proration | adjustment */
  kind: string;
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
}

/**
 * The last invoice number issued per calendar year: `INV-2026-000001` is claimed by one
 * `INSERT ... ON CONFLICT (year) DO UPDATE ... RETURNING`, so numbers are unique and gap-free even
 * when two processes issue invoices at once.
 */
export const invoiceNumberSequences = pgTable('invoice_number_sequences', {
  year: integer().primaryKey(),
  lastNumber: integer().notNull(),
});

export const paymentMethods = pgTable('payment_methods', {
  id: id(),
  name: text().notNull(),
  /** cash | bank_transfer | card */
  type: text().notNull(),
  isActive: boolean().notNull().default(true),
  config: jsonb().$type<Record<string, unknown>>(),
  createdAt: createdAt(),
});

/** Cash handed over at the provider's office, recorded by staff and verified by a super admin. */
export const cashPayments = pgTable(
  'cash_payments',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    invoiceId: uuid().references(() => invoices.id, { onDelete: 'set null' }),
    amount: integer().notNull(),
    currency: text().notNull().default('USD'),
    paymentDate: date({ mode: 'string' }).notNull(),
    /** Name of the staff member who took the cash. */
    receivedBy: text().notNull(),
    receiptNumber: text().notNull().unique(),
    notes: text(),
    verificationStatus: verificationStatusEnum().notNull().default('pending'),
    verificationNotes: text(),
    recordedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    verifiedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.organizationId), index().on(t.verificationStatus, t.createdAt)],
);

export const paymentHistory = pgTable(
  'payment_history',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    invoiceId: uuid().references(() => invoices.id, { onDelete: 'set null' }),
    paymentMethodId: uuid().references(() => paymentMethods.id, { onDelete: 'set null' }),
    amount: integer().notNull(),
    currency: text().notNull().default('USD'),
    status: paymentStatusEnum().notNull().default('pending'),
    transactionId: text(),
    externalPaymentId: text(),
    cashPaymentId: uuid().references(() => cashPayments.id, { onDelete: 'set null' }),
    paymentDate: timestamptz().notNull(),
    processedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    failureReason: text(),
    metadata: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.organizationId, t.paymentDate)],
);

export const subscriptionChanges = pgTable(
  'subscription_changes',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    subscriptionId: uuid().references(() => organizationSubscriptions.id, { onDelete: 'set null' }),
    oldPlanId: uuid().references(() => subscriptionPlans.id),
    newPlanId: uuid().references(() => subscriptionPlans.id),
    /** create | upgrade | downgrade | cycle_change | cancel | reactivate */
    changeType: text().notNull(),
    effectiveDate: timestamptz().notNull(),
    prorationAmount: integer().notNull().default(0),
    reason: text(),
    initiatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.organizationId, t.createdAt)],
);

/** Usage beyond a plan limit in one billing period, and what it costs. */
export const usageOverages = pgTable(
  'usage_overages',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    subscriptionId: uuid().references(() => organizationSubscriptions.id, { onDelete: 'set null' }),
    periodStart: timestamptz().notNull(),
    periodEnd: timestamptz().notNull(),
    /** searches | api_calls | users */
    overageType: text().notNull(),
    limitAmount: integer().notNull(),
    actualUsage: integer().notNull(),
    /** Units over the limit. */
    overageAmount: integer().notNull(),
    ratePerUnit: integer().notNull(),
    totalCharge: integer().notNull(),
    billedInInvoice: uuid().references(() => invoices.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.organizationId, t.periodStart),
    uniqueIndex('usage_overages_period_unique').on(t.subscriptionId, t.periodStart, t.overageType),
  ],
);

export const billingNotifications = pgTable(
  'billing_notifications',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    type: text().notNull(),
    title: text().notNull(),
    message: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>(),
    isRead: boolean().notNull().default(false),
    /** Makes a scheduled notice idempotent, e.g. `trial-ending:<subscriptionId>:<trialEnd>`. */
    dedupeKey: text().unique(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.organizationId, t.createdAt)],
);
