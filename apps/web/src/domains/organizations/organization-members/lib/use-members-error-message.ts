import { INVITATION_MESSAGES, MEMBER_MESSAGES } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';

type ErrorKey =
  | 'alreadyMember'
  | 'otherOrganization'
  | 'inactiveAccount'
  | 'invalidLink'
  | 'alreadyClosed'
  | 'signInRequired'
  | 'wrongAccount'
  | 'detailsRequired'
  | 'ownRole'
  | 'ownerOnly'
  | 'lastOwner'
  | 'removeSelf'
  | 'managersOnly'
  | 'notFound';

// The server's fixed sentences (from contracts) and the key of their translation.
const KNOWN_MESSAGES = new Map<string, ErrorKey>([
  [INVITATION_MESSAGES.alreadyMember, 'alreadyMember'],
  [INVITATION_MESSAGES.otherOrganization, 'otherOrganization'],
  [INVITATION_MESSAGES.inactiveAccount, 'inactiveAccount'],
  [INVITATION_MESSAGES.invalidLink, 'invalidLink'],
  [INVITATION_MESSAGES.alreadyClosed, 'alreadyClosed'],
  [INVITATION_MESSAGES.signInRequired, 'signInRequired'],
  [INVITATION_MESSAGES.wrongAccount, 'wrongAccount'],
  [INVITATION_MESSAGES.detailsRequired, 'detailsRequired'],
  [MEMBER_MESSAGES.ownRole, 'ownRole'],
  [MEMBER_MESSAGES.ownerOnly, 'ownerOnly'],
  [MEMBER_MESSAGES.lastOwner, 'lastOwner'],
  [MEMBER_MESSAGES.removeSelf, 'removeSelf'],
  [MEMBER_MESSAGES.managersOnly, 'managersOnly'],
  [MEMBER_MESSAGES.notFound, 'notFound'],
]);

const PLAN_FULL = /^Your plan allows (\d+) users/;
const LIMIT_ABOVE_PLAN = /exceed your plan's (\d+) searches per month/;

/**
 * The text of a failed members or invitations call in the interface language: the server's known
 * sentences (plan full, last owner, wrong account...) are translated, anything else falls back to the
 * shared API error text.
 */
export function useMembersErrorMessage(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation('members');
  const apiErrorMessage = useApiErrorMessage();
  return (error, fallback) => {
    if (error instanceof ApiError) {
      const planFull = PLAN_FULL.exec(error.message);
      if (planFull) return t('errors.planFull', { max: Number(planFull[1]) });
      const abovePlan = LIMIT_ABOVE_PLAN.exec(error.message);
      if (abovePlan) return t('errors.limitAbovePlan', { max: Number(abovePlan[1]) });
      const key = KNOWN_MESSAGES.get(error.message);
      if (key) return t(`errors.${key}`);
    }
    return apiErrorMessage(error, fallback);
  };
}
