import {
  DISPLAY_NAME_REQUIRED,
  INVALID_WEBSITE_MESSAGE,
  TAX_ID_INVALID,
  ORGANIZATION_MANAGERS_ONLY_MESSAGE,
} from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';

// Contract and server messages the settings form can show, mapped to their translations.
const MESSAGE_KEYS = {
  [DISPLAY_NAME_REQUIRED]: 'validation.displayNameRequired',
  [INVALID_WEBSITE_MESSAGE]: 'validation.websiteInvalid',
  'Invalid phone number': 'validation.phoneInvalid',
  [TAX_ID_INVALID]: 'validation.taxIdInvalid',
  'Email is required': 'validation.emailRequired',
  'Invalid email address': 'validation.emailInvalid',
  [ORGANIZATION_MANAGERS_ONLY_MESSAGE]: 'validation.managersOnly',
} as const;

function isKnown(message: string): message is keyof typeof MESSAGE_KEYS {
  return Object.hasOwn(MESSAGE_KEYS, message);
}

/** Translates a settings message; unknown messages are shown as the server or contract wrote them. */
export function useOrganizationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('organization');
  return (message) => {
    if (message === undefined) return undefined;
    return isKnown(message) ? t(MESSAGE_KEYS[message]) : message;
  };
}
