import { TOTP_CODE_MESSAGE } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';

// Contract schemas carry English messages; these are the ones our forms can show, mapped to keys.
const CONTRACT_MESSAGE_KEYS = {
  'Email is required': 'validation.emailRequired',
  'Invalid email address': 'validation.emailInvalid',
  'Password is required': 'validation.passwordRequired',
  [TOTP_CODE_MESSAGE]: 'validation.codeInvalid',
} as const;

function isKnownMessage(message: string): message is keyof typeof CONTRACT_MESSAGE_KEYS {
  return Object.hasOwn(CONTRACT_MESSAGE_KEYS, message);
}

/** Translates a contract validation message; unknown messages are shown as the contract wrote them. */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => {
    if (message === undefined) return undefined;
    return isKnownMessage(message) ? t(CONTRACT_MESSAGE_KEYS[message]) : message;
  };
}
