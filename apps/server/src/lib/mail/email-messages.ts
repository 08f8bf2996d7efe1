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
      };
    }
  | {
      template: 'organization-rejected';
      params: { firstName: string; organizationName: string; reason: string };
    }
  | {
      /** To the provider team: a message from the public contact form. */
      template: 'contact-message';
      params: { name: string; email: string; organization: string; message: string };
    };

export type EmailTemplate = EmailMessage['template'];

/** Languages e-mails are written in; any other preference reads English. */
export type EmailLanguage = 'en' | 'ar';

/** One message to queue: the recipient, their language, and the template with its parameters. */
export type OutgoingEmail = EmailMessage & { to: string; language: EmailLanguage };
