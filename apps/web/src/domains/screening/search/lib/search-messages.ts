import { NAME_REQUIRED_MESSAGE } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';

// English messages the search contract (and the server, which validates with it) can produce.
const MESSAGE_KEYS = {
  [NAME_REQUIRED_MESSAGE]: 'form.errors.nameRequired',
  'Use YYYY, YYYY-MM or YYYY-MM-DD': 'form.errors.dateOfBirth',
} as const;

function isKnown(message: string): message is keyof typeof MESSAGE_KEYS {
  return Object.hasOwn(MESSAGE_KEYS, message);
}

/** Translates a search validation message; other messages are shown as written. */
export function useSearchMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('search');
  return (message) => {
    if (message === undefined) return undefined;
    return isKnown(message) ? t(MESSAGE_KEYS[message]) : message;
  };
}
