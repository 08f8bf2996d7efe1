/**
 * Every e-mail the platform sends, by template name, with the parameters its texts need. Each message
 * exists in English and Arabic as plain text and HTML (see `render-email.ts`); links are absolute URLs
 * the caller builds from `PUBLIC_URL`.
 */
export type EmailMessage =
  | { template: 'password-reset'; params: { firstName: string; resetUrl: string } }
  | { template: 'password-changed'; params: { firstName: string; signInUrl: string } }
  | { template: 'email-verification'; params: { firstName: string; verifyUrl: string } }
  | {
      /** To an account's owner: someone tried to register with their address (ADR 013). */
      template: 'account-exists';
      params: { firstName: string; signInUrl: string; resetUrl: string };
    }
  | {
      /** To the provider team (super admins): a new organisation applied. */
      template: 'organization-application-received';
      params: {
        organizationName: string;
        ownerName: string;
        ownerEmail: string;
        planName: string;
        billingCycle: 'monthly' | 'yearly';
        reviewUrl: string;
      };
    }
  | {
      /** To the applicant: the application is in, review takes 1-2 business days. */
      template: 'organization-application-submitted';
      params: { firstName: string; organizationName: string };
    }
  | {
      /** To the owner: approved, trial started, how to pay in cash at the office. */
      template: 'organization-approved';
      params: {
        firstName: string;
        organizationName: string;
        planName: string;
        /** ISO date (YYYY-MM-DD) the trial ends. */
        trialEndDate: string;
        /** Amount due for the first period, in cents (0 for custom plans). */
        amountDueCents: number;
        billingCycle: 'monthly' | 'yearly';
        signInUrl: string;
        /** Where to pay, in the e-mail's language (Admin → Settings); null when the super admins set none. */
        officeAddress?: string | null;
      };
    }
  | {
      template: 'organization-rejected';
      params: { firstName: string; organizationName: string; reason: string };
    }
  | {
      /** To an invited address: join the organisation through the link (7 days, single use). */
      template: 'organization-invitation';
      params: {
        inviterName: string;
        organizationName: string;
        role: 'admin' | 'member';
        acceptUrl: string;
        /** ISO date (YYYY-MM-DD) the link expires. */
        expiresOn: string;
      };
    }
  | {
      /** To an organisation's owners and admins: an invoice was issued, payable in cash at the office. */
      template: 'billing-invoice-issued';
      params: BillingMailParams & {
        invoiceNumber: string;
        totalCents: number;
        /** ISO date (YYYY-MM-DD). */
        dueDate: string;
      };
    }
  | {
      /** To owners and admins: a super admin verified their cash payment. */
      template: 'billing-payment-verified';
      params: BillingMailParams & {
        invoiceNumber: string | null;
        amountCents: number;
        receiptNumber: string;
        /** ISO date (YYYY-MM-DD) the paid period ends, when the payment settled an invoice. */
        periodEnd: string | null;
      };
    }
  | {
      /** To owners and admins: a recorded cash payment was rejected; the invoice stays open. */
      template: 'billing-payment-rejected';
      params: BillingMailParams & {
        invoiceNumber: string | null;
        amountCents: number;
        receiptNumber: string;
        reason: string;
      };
    }
  | {
      /** To owners and admins: an invoice passed its due date unpaid. */
      template: 'billing-invoice-overdue';
      params: BillingMailParams & {
        invoiceNumber: string;
        totalCents: number;
        /** ISO date (YYYY-MM-DD). */
        dueDate: string;
        /** ISO date (YYYY-MM-DD) searching is suspended if still unpaid. */
        suspensionDate: string;
      };
    }
  | {
      /** To owners and admins: the free trial ends in a few days. */
      template: 'billing-trial-ending';
      params: BillingMailParams & {
        /** ISO date (YYYY-MM-DD). */
        trialEnd: string;
      };
    }
  | {
      /** To owners and admins: suspended for non-payment, searching blocked. */
      template: 'billing-subscription-suspended';
      params: BillingMailParams & { invoiceNumber: string | null };
    }
  | {
      /** To the provider team: a message from the public contact form. */
      template: 'contact-message';
      params: { name: string; email: string; organization: string; message: string };
    }
  | {
      /** To the provider team: a list publication could not be imported; the previous version stays active. */
      template: 'list-import-failed';
      params: {
        listSource: string;
        reason: string;
        /** When the import failed (shown in UTC). */
        failedAt: Date;
        /** Absolute link to the admin console's Settings tab. */
        settingsUrl: string;
      };
    }
  | {
      /** To a reviewer: new monitoring alerts, at once or as the daily digest (issue 16). */
      template: 'monitoring-alerts';
      params: {
        firstName: string;
        count: number;
        digest: boolean;
        /** The first alerts, as shown: subject name, listed name, list label, confidence. */
        alerts: { subject: string; entry: string; list: string; confidence: number }[];
        casesUrl: string;
      };
    };

/** What every billing e-mail to an organisation's owners and admins names. */
export interface BillingMailParams {
  firstName: string;
  organizationName: string;
  /** Absolute link to the billing page. */
  billingUrl: string;
  /** Where to pay, in the e-mail's language (Admin → Settings); null when the super admins set none. */
  officeAddress?: string | null;
}

export type EmailTemplate = EmailMessage['template'];

/** Languages e-mails are written in; any other preference reads English. */
export type EmailLanguage = 'en' | 'ar';

/** One message to queue: the recipient, their language, and the template with its parameters. */
export type OutgoingEmail = EmailMessage & { to: string; language: EmailLanguage };
