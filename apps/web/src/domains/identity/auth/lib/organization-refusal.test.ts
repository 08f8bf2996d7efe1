import { ORGANIZATION_PENDING_MESSAGE, ORGANIZATION_REJECTED_MESSAGE } from '@sanctions/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { organizationRefusalOf } from './organization-refusal';

const refusal = (code: 'ORGANIZATION_PENDING' | 'ORGANIZATION_REJECTED', message: string) =>
  new ApiError({ status: 403, code, message });

describe('organizationRefusalOf', () => {
  it('recognises a pending application', () => {
    expect(
      organizationRefusalOf(refusal('ORGANIZATION_PENDING', ORGANIZATION_PENDING_MESSAGE)),
    ).toEqual({ kind: 'pending' });
  });

  it('takes the reason that follows the rejection sentence', () => {
    expect(
      organizationRefusalOf(
        refusal('ORGANIZATION_REJECTED', `${ORGANIZATION_REJECTED_MESSAGE}: Incomplete details`),
      ),
    ).toEqual({ kind: 'rejected', reason: 'Incomplete details' });
    expect(
      organizationRefusalOf(refusal('ORGANIZATION_REJECTED', ORGANIZATION_REJECTED_MESSAGE)),
    ).toEqual({ kind: 'rejected', reason: null });
  });

  it('ignores other failures', () => {
    expect(organizationRefusalOf(new ApiError({ status: 401, message: 'Invalid' }))).toBeNull();
    expect(organizationRefusalOf(new TypeError('offline'))).toBeNull();
  });
});
