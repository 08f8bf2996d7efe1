import { ORGANIZATION_DETAILS_NO_ORGANIZATION, SSO_MESSAGES } from '@sanctions/contracts';
import type { ErrorCode, SessionUser, SsoMessageKey } from '@sanctions/contracts';
import { AppError } from '../../../lib/app-error';

/** A refusal of the settings with its message key (ADR 005); `field` points the form at the input. */
export function ssoSettingsRefusal(
  code: ErrorCode,
  key: SsoMessageKey,
  field?: string,
  params?: Record<string, string>,
): AppError {
  const message = SSO_MESSAGES[key];
  return new AppError(code, message, {
    messageKey: key,
    ...(params === undefined ? {} : { messageParams: params }),
    ...(field === undefined ? {} : { issues: [{ path: [field], message }] }),
  });
}

/**
 * The caller's organisation when they may see and change its single sign-on: owners only, since the rule
 * decides how every member (admins included) signs in. A standalone account has no organisation (404).
 */
export function assertSsoOwner(user: SessionUser): string {
  if (user.organizationId === null)
    throw new AppError('NOT_FOUND', ORGANIZATION_DETAILS_NO_ORGANIZATION);
  if (user.organizationRole !== 'owner') throw ssoSettingsRefusal('FORBIDDEN', 'sso.ownersOnly');
  return user.organizationId;
}
