import { renderHtml, renderText } from './email-layout';
import type { EmailBody, RenderedEmail } from './email-layout';
import type { EmailLanguage, EmailMessage } from './email-messages';
import { accountExists } from './templates/account-exists';
import { billingInvoiceIssued } from './templates/billing-invoice-issued';
import { billingInvoiceOverdue } from './templates/billing-invoice-overdue';
import { billingPaymentRejected } from './templates/billing-payment-rejected';
import { billingPaymentVerified } from './templates/billing-payment-verified';
import { billingSubscriptionSuspended } from './templates/billing-subscription-suspended';
import { billingTrialEnding } from './templates/billing-trial-ending';
import { contactMessage } from './templates/contact-message';
import { emailVerification } from './templates/email-verification';
import { listImportFailed } from './templates/list-import-failed';
import { monitoringAlerts } from './templates/monitoring-alerts';
import { organizationApplicationReceived } from './templates/organization-application-received';
import { organizationApplicationSubmitted } from './templates/organization-application-submitted';
import { organizationApproved } from './templates/organization-approved';
import { organizationRejected } from './templates/organization-rejected';
import { organizationInvitation } from './templates/organization-invitation';
import { passwordChanged } from './templates/password-changed';
import { passwordReset } from './templates/password-reset';

export type { RenderedEmail } from './email-layout';

function writeBody(message: EmailMessage, language: EmailLanguage): EmailBody {
  switch (message.template) {
    case 'password-reset':
      return passwordReset[language](message.params);
    case 'password-changed':
      return passwordChanged[language](message.params);
    case 'email-verification':
      return emailVerification[language](message.params);
    case 'account-exists':
      return accountExists[language](message.params);
    case 'organization-application-received':
      return organizationApplicationReceived[language](message.params);
    case 'organization-application-submitted':
      return organizationApplicationSubmitted[language](message.params);
    case 'organization-approved':
      return organizationApproved[language](message.params);
    case 'organization-rejected':
      return organizationRejected[language](message.params);
    case 'organization-invitation':
      return organizationInvitation[language](message.params);
    case 'contact-message':
      return contactMessage[language](message.params);
    case 'billing-invoice-issued':
      return billingInvoiceIssued[language](message.params);
    case 'billing-payment-verified':
      return billingPaymentVerified[language](message.params);
    case 'billing-payment-rejected':
      return billingPaymentRejected[language](message.params);
    case 'billing-invoice-overdue':
      return billingInvoiceOverdue[language](message.params);
    case 'billing-trial-ending':
      return billingTrialEnding[language](message.params);
    case 'billing-subscription-suspended':
      return billingSubscriptionSuspended[language](message.params);
    case 'list-import-failed':
      return listImportFailed[language](message.params);
    case 'monitoring-alerts':
      return monitoringAlerts[language](message.params);
  }
}

/**
 * The subject, plain text and HTML of one message in one language. Parameters are inserted as text and
 * escaped in the HTML; a line break in a parameter cannot reach the subject header.
 */
export function renderEmail(message: EmailMessage, language: EmailLanguage): RenderedEmail {
  const body = writeBody(message, language);
  const subject = body.subject.replace(/\s+/g, ' ').trim();
  const safe = { ...body, subject };
  return { subject, text: renderText(safe, language), html: renderHtml(safe, language) };
}
