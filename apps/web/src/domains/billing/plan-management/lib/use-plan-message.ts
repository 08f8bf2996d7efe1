import {
  ADDITIONAL_CHECK_PRICE_INVALID,
  DISPLAY_NAME_REQUIRED,
  HIGHLIGHTS_MISMATCH,
  HIGHLIGHTS_TOO_MANY,
  HIGHLIGHT_TOO_LONG,
  LIMIT_TOO_LARGE,
  MAX_API_CALLS_INVALID,
  MAX_SEARCHES_INVALID,
  MAX_USERS_INVALID,
  MONTHLY_PRICE_INVALID,
  PLAN_NAME_IMMUTABLE,
  PLAN_NAME_INVALID,
  PLAN_NAME_REQUIRED,
  PLAN_NAME_TAKEN,
  PRICE_TOO_LARGE,
  SORT_ORDER_INVALID,
  YEARLY_PRICE_INVALID,
} from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';

// Contract and server messages of the plan dialog, mapped to their translations.
const MESSAGE_KEYS = {
  [PLAN_NAME_REQUIRED]: 'validation.nameRequired',
  [PLAN_NAME_INVALID]: 'validation.nameInvalid',
  [PLAN_NAME_TAKEN]: 'validation.nameTaken',
  [PLAN_NAME_IMMUTABLE]: 'validation.nameImmutable',
  [DISPLAY_NAME_REQUIRED]: 'validation.displayNameRequired',
  [MONTHLY_PRICE_INVALID]: 'validation.monthlyPrice',
  [YEARLY_PRICE_INVALID]: 'validation.yearlyPrice',
  [ADDITIONAL_CHECK_PRICE_INVALID]: 'validation.additionalCheckPrice',
  [PRICE_TOO_LARGE]: 'validation.priceTooLarge',
  [MAX_USERS_INVALID]: 'validation.maxUsers',
  [MAX_SEARCHES_INVALID]: 'validation.maxSearchesPerMonth',
  [MAX_API_CALLS_INVALID]: 'validation.maxApiCalls',
  [LIMIT_TOO_LARGE]: 'validation.limitTooLarge',
  [HIGHLIGHTS_MISMATCH]: 'validation.highlightsMismatch',
  [HIGHLIGHTS_TOO_MANY]: 'validation.highlightsTooMany',
  [HIGHLIGHT_TOO_LONG]: 'validation.highlightTooLong',
  [SORT_ORDER_INVALID]: 'validation.sortOrder',
} as const;

function isKnown(message: string): message is keyof typeof MESSAGE_KEYS {
  return Object.hasOwn(MESSAGE_KEYS, message);
}

/** Translates a plan-dialog message; unknown messages are shown as written. */
export function usePlanMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('plans');
  return (message) => {
    if (message === undefined) return undefined;
    return isKnown(message) ? t(MESSAGE_KEYS[message]) : message;
  };
}
