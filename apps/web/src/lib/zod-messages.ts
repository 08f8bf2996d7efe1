import { z } from 'zod';
import type { TFunction } from 'i18next';

type Issue = Parameters<NonNullable<NonNullable<Parameters<typeof z.config>[0]>['customError']>>[0];

/**
 * The interface-language text of a zod issue whose schema gave no message of its own (a contract's
 * `.max(100)`): without it zod's English default ("Too big: expected string to have <=100
 * characters") would show under an Arabic field. Undefined leaves zod's default.
 */
export function zodIssueText(issue: Issue, t: TFunction): string | undefined {
  switch (issue.code) {
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string')
        return minimum <= 1 ? t('validation.required') : t('validation.tooShort', { minimum });
      if (issue.origin === 'array') return t('validation.chooseAtLeast', { minimum });
      return t('validation.numberTooSmall', { minimum });
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return t('validation.tooLong', { maximum });
      if (issue.origin === 'array') return t('validation.chooseAtMost', { maximum });
      return t('validation.numberTooBig', { maximum });
    }
    case 'invalid_format':
      if (issue.format === 'email') return t('validation.emailInvalid');
      if (issue.format === 'url') return t('validation.urlInvalid');
      return t('validation.formatInvalid');
    case 'invalid_type':
    case 'invalid_value':
      return t('validation.valueInvalid');
    default:
      return undefined;
  }
}

/** Routes zod's default messages through `t`, so they follow the interface language. */
export function installZodMessages(t: TFunction): void {
  z.config({ customError: (issue) => zodIssueText(issue, t) });
}
