import { IP_ALLOWLIST_MESSAGES } from '@sanctions/contracts';
import { AppError } from '../app-error';
import type { RefusingScope } from './find-refusing-allowlist';

/** The 403 of an address outside a binding list, naming whose list refused it and the address. */
export function addressRefusal(scope: RefusingScope, address: string): AppError {
  const messageKey = scope === 'staff' ? 'ipAllowlist.refusedStaff' : 'ipAllowlist.refused';
  return new AppError('FORBIDDEN', IP_ALLOWLIST_MESSAGES[messageKey], {
    messageKey,
    messageParams: { address },
  });
}
