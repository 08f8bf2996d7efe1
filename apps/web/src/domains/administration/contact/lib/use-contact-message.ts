import {
  CONTACT_MESSAGE_TOO_LONG,
  CONTACT_MESSAGE_TOO_SHORT,
  CONTACT_NAME_REQUIRED,
  CONTACT_NAME_TOO_LONG,
  CONTACT_ORGANIZATION_TOO_LONG,
} from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';

// The contract's English messages of the contact form, mapped to their translations.
const MESSAGE_KEYS = {
  [CONTACT_NAME_REQUIRED]: 'validation.nameRequired',
  [CONTACT_NAME_TOO_LONG]: 'validation.nameTooLong',
  'Email is required': 'validation.emailRequired',
  'Invalid email address': 'validation.emailInvalid',
  [CONTACT_ORGANIZATION_TOO_LONG]: 'validation.organizationTooLong',
  [CONTACT_MESSAGE_TOO_SHORT]: 'validation.messageTooShort',
  [CONTACT_MESSAGE_TOO_LONG]: 'validation.messageTooLong',
} as const;

function isKnown(message: string): message is keyof typeof MESSAGE_KEYS {
  return Object.hasOwn(MESSAGE_KEYS, message);
}

/** Translates a contact-form message; unknown messages are shown as written. */
export function useContactMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('contact');
  return (message) => {
    if (message === undefined) return undefined;
    return isKnown(message) ? t(MESSAGE_KEYS[message]) : message;
  };
}
