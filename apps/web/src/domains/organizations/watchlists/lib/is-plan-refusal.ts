import { ApiError } from '@/lib/api-error';

/** The organisation's plan has no watchlist screening (403 with the plan's message key). */
export function isPlanRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.messageKey === 'watchlist.planLacksFeature' || error.messageKey === 'watchlist.noPlan')
  );
}
