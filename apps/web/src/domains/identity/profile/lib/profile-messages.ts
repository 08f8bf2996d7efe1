import {
  CURRENT_PASSWORD_INCORRECT_MESSAGE,
  EMAIL_IN_USE_MESSAGE,
  PASSWORDS_DONT_MATCH_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  STRONG_PASSWORD_MESSAGE,
} from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';

// Contract and server messages of the profile and password forms, mapped to their translations.
const MESSAGE_KEYS = {
  'First name is required': 'validation.firstNameRequired',
  'Last name is required': 'validation.lastNameRequired',
  'Invalid email address': 'validation.emailInvalid',
  'Name must be at most 100 characters': 'validation.nameTooLong',
  'Current password is required': 'validation.currentPasswordRequired',
  [PASSWORD_TOO_SHORT_MESSAGE]: 'validation.passwordTooShort',
  [STRONG_PASSWORD_MESSAGE]: 'validation.passwordWeak',
  'Please confirm your password': 'validation.confirmRequired',
  [PASSWORDS_DONT_MATCH_MESSAGE]: 'validation.passwordsDontMatch',
  'New password must be different from the current password': 'validation.passwordUnchanged',
  [CURRENT_PASSWORD_INCORRECT_MESSAGE]: 'validation.currentPasswordIncorrect',
  [EMAIL_IN_USE_MESSAGE]: 'validation.emailInUse',
} as const;

function isKnown(message: string): message is keyof typeof MESSAGE_KEYS {
  return Object.hasOwn(MESSAGE_KEYS, message);
}

/** Translates a profile-form message; unknown messages are shown as written. */
export function useProfileMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('profile');
  return (message) => {
    if (message === undefined) return undefined;
    return isKnown(message) ? t(MESSAGE_KEYS[message]) : message;
  };
}
