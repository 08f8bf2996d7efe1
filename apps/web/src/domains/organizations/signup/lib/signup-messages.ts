import {
  DISPLAY_NAME_REQUIRED,
  FIRST_NAME_REQUIRED,
  INVALID_WEBSITE_MESSAGE,
  LAST_NAME_REQUIRED,
  ORGANIZATION_NAME_REQUIRED,
  ORGANIZATION_NAME_TAKEN_MESSAGE,
  OWNER_EMAIL_TAKEN_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_DONT_MATCH_MESSAGE,
  STRONG_PASSWORD_MESSAGE,
} from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';

// Contract and server messages the wizard can show, mapped to their translations.
const MESSAGE_KEYS = {
  [ORGANIZATION_NAME_REQUIRED]: 'validation.organizationNameRequired',
  [DISPLAY_NAME_REQUIRED]: 'validation.displayNameRequired',
  [FIRST_NAME_REQUIRED]: 'validation.firstNameRequired',
  [LAST_NAME_REQUIRED]: 'validation.lastNameRequired',
  [INVALID_WEBSITE_MESSAGE]: 'validation.websiteInvalid',
  'Invalid phone number': 'validation.phoneInvalid',
  'Email is required': 'validation.emailRequired',
  'Invalid email address': 'validation.emailInvalid',
  [PASSWORD_TOO_SHORT_MESSAGE]: 'validation.passwordTooShort',
  [STRONG_PASSWORD_MESSAGE]: 'validation.passwordWeak',
  [PASSWORDS_DONT_MATCH_MESSAGE]: 'validation.passwordsDontMatch',
  'Please confirm your password': 'validation.confirmPasswordRequired',
  [ORGANIZATION_NAME_TAKEN_MESSAGE]: 'validation.organizationNameTaken',
  [OWNER_EMAIL_TAKEN_MESSAGE]: 'validation.ownerEmailTaken',
} as const;

function isKnown(message: string): message is keyof typeof MESSAGE_KEYS {
  return Object.hasOwn(MESSAGE_KEYS, message);
}

/** Translates a sign-up message; unknown messages are shown as the server or contract wrote them. */
export function useSignupMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('signup');
  return (message) => {
    if (message === undefined) return undefined;
    return isKnown(message) ? t(MESSAGE_KEYS[message]) : message;
  };
}
