import {
  CURRENT_DEVICE_MESSAGE,
  INVALID_TWO_FACTOR_CODE_MESSAGE,
  PASSWORD_INCORRECT_MESSAGE,
  TOTP_CODE_MESSAGE,
} from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';

// Contract and server messages of the two-factor forms, mapped to their translations.
const MESSAGE_KEYS = {
  'Password is required': 'validation.passwordRequired',
  'Code is required': 'validation.codeRequired',
  [TOTP_CODE_MESSAGE]: 'validation.codeInvalid',
  [PASSWORD_INCORRECT_MESSAGE]: 'validation.passwordIncorrect',
  [INVALID_TWO_FACTOR_CODE_MESSAGE]: 'validation.codeIncorrect',
  [CURRENT_DEVICE_MESSAGE]: 'validation.currentDevice',
} as const;

function isKnown(message: string): message is keyof typeof MESSAGE_KEYS {
  return Object.hasOwn(MESSAGE_KEYS, message);
}

/** Translates a two-factor form or server message; unknown messages are shown as written. */
export function useTwoFactorMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('two-factor');
  return (message) => {
    if (message === undefined) return undefined;
    return isKnown(message) ? t(MESSAGE_KEYS[message]) : message;
  };
}
