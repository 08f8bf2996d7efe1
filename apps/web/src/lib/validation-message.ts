import {
  DATE_OUT_OF_RANGE_MESSAGE,
  MAX_DATE,
  MIN_DATE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
  STRONG_PASSWORD_MESSAGE,
  TEXT_NOT_ALLOWED_MESSAGE,
  TOTP_CODE_MESSAGE,
} from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';

// Contract schemas carry English messages; these are the ones our forms can show, mapped to keys
// (the features map their own; zod's defaults follow the language through lib/zod-messages).
const CONTRACT_MESSAGE_KEYS = {
  'Email is required': 'validation.emailRequired',
  'Invalid email address': 'validation.emailInvalid',
  'Password is required': 'validation.passwordRequired',
  [TOTP_CODE_MESSAGE]: 'validation.codeInvalid',
  [TEXT_NOT_ALLOWED_MESSAGE]: 'validation.textNotAllowed',
  [DATE_OUT_OF_RANGE_MESSAGE]: 'validation.dateOutOfRange',
  'Name must be at most 100 characters': 'validation.nameTooLong',
  [`Password must be at most ${PASSWORD_MAX_LENGTH} characters`]: 'validation.passwordTooLong',
  [PASSWORD_TOO_SHORT_MESSAGE]: 'validation.passwordTooShort',
  [STRONG_PASSWORD_MESSAGE]: 'validation.passwordWeak',
} as const;

function isKnownMessage(message: string): message is keyof typeof CONTRACT_MESSAGE_KEYS {
  return Object.hasOwn(CONTRACT_MESSAGE_KEYS, message);
}

/** Translates a contract validation message; unknown messages are shown as the contract wrote them. */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => {
    if (message === undefined) return undefined;
    return isKnownMessage(message)
      ? t(CONTRACT_MESSAGE_KEYS[message], {
          min: MIN_DATE,
          max: MAX_DATE,
          maximum: PASSWORD_MAX_LENGTH,
        })
      : message;
  };
}
