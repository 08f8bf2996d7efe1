import type { EmailBody } from '../email-layout';
import type { EmailLanguage, EmailMessage, EmailTemplate } from '../email-messages';

export type TemplateParams<T extends EmailTemplate> = Extract<
  EmailMessage,
  { template: T }
>['params'];

/** One template's texts in each language, written as plain strings (the layout escapes them). */
export type BilingualTemplate<T extends EmailTemplate> = Record<
  EmailLanguage,
  (params: TemplateParams<T>) => EmailBody
>;
