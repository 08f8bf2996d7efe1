import type { CaseMessageKey } from '@sanctions/contracts';

/**
 * The refusals of the case routes, with their message keys (ADR 005): the web shows the key's text in the
 * interface language, API callers read the English message.
 */
export const CASE_MESSAGES = {
  alreadyDecided: {
    message: 'This alert is already decided; it takes no further decisions',
    key: 'cases.alreadyDecided',
  },
  closed: {
    message: 'This alert is closed; it takes no further decisions',
    key: 'cases.closed',
  },
  awaitingReview: {
    message:
      'A decision on this alert is waiting for a second reviewer; it takes no other decision until it is approved or sent back',
    key: 'cases.awaitingReview',
  },
  alreadyEscalated: {
    message: 'This alert is already escalated',
    key: 'cases.alreadyEscalated',
  },
  stale: {
    message: 'The alert changed since you opened it; reload and decide again',
    key: 'cases.stale',
  },
  ownDecision: {
    message: 'You cannot approve your own decision',
    key: 'cases.ownDecision',
  },
  notReviewer: {
    message:
      "Only the organization's owners and admins (or, for individual accounts, moderators) can approve or send back decisions",
    key: 'cases.notReviewer',
  },
  alreadyReviewed: {
    message: 'This decision has already been reviewed',
    key: 'cases.alreadyReviewed',
  },
  noApprovalNeeded: {
    message: 'This decision needs no approval',
    key: 'cases.noApprovalNeeded',
  },
  changedSinceProposed: {
    message: 'The alert changed since this decision was proposed; reload it',
    key: 'cases.changedSinceProposed',
  },
  notColleague: {
    message: 'Alerts can only be assigned to an active colleague of your organization',
    key: 'cases.notColleague',
  },
  decisionNotFound: { message: 'Decision not found', key: 'cases.decisionNotFound' },
  hitNotFound: { message: 'This search has no such hit', key: 'cases.hitNotFound' },
  entryNoLongerListed: {
    message: 'The listed entry of this hit is no longer on its list; search again',
    key: 'cases.entryNoLongerListed',
  },
  expiryInPast: {
    message: 'The expiry must be in the future',
    key: 'cases.expiryInPast',
  },
} as const satisfies Record<string, { message: string; key: CaseMessageKey }>;
