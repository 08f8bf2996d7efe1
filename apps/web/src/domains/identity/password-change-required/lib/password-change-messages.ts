import {
  CURRENT_PASSWORD_INCORRECT_MESSAGE,
  PASSWORDS_DONT_MATCH_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  STRONG_PASSWORD_MESSAGE,
} from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';

// The change-password contract speaks English; these are its messages, mapped to translated keys.
const MESSAGE_KEYS = {
  [CURRENT_PASSWORD_INCORRECT_MESSAGE]: 'validation.currentIncorrect',
  [PASSWORDS_DONT_MATCH_MESSAGE]: 'validation.mismatch',
  [PASSWORD_TOO_SHORT_MESSAGE]: 'validation.tooShort',
  [STRONG_PASSWORD_MESSAGE]: 'validation.tooWeak',
  'Current password is required': 'validation.currentRequired',
  'Please confirm your password': 'validation.confirmRequired',
  'New password must be different from the current password': 'validation.sameAsCurrent',
} as const;

function isKnownMessage(message: string): message is keyof typeof MESSAGE_KEYS {
  return Object.hasOwn(MESSAGE_KEYS, message);
}

/** Translates a change-password validation message; an unknown one is shown as written. */
export function usePasswordChangeMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('password-change');
  return (message) => {
    if (message === undefined) return undefined;
    return isKnownMessage(message) ? t(MESSAGE_KEYS[message]) : message;
  };
}
