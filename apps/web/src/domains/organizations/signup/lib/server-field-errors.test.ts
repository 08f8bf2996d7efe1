import { ORGANIZATION_NAME_TAKEN_MESSAGE } from '@sanctions/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { serverFieldErrors } from './server-field-errors';

describe('serverFieldErrors', () => {
  it('maps issues at organization.* and user.* to the wizard fields and drops the rest', () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid website URL',
      issues: [
        { path: ['organization', 'website'], message: 'Invalid website URL' },
        { path: ['user', 'password'], message: 'Too weak' },
        { path: ['subscription', 'planName'], message: 'Invalid plan' },
      ],
    });
    expect(serverFieldErrors(error)).toEqual([
      { form: 'organization', field: 'website', message: 'Invalid website URL' },
      { form: 'user', field: 'password', message: 'Too weak' },
    ]);
  });

  it('puts a duplicate organisation name on the name field', () => {
    const error = new ApiError({
      status: 409,
      code: 'CONFLICT',
      message: ORGANIZATION_NAME_TAKEN_MESSAGE,
    });
    expect(serverFieldErrors(error)).toEqual([
      { form: 'organization', field: 'name', message: ORGANIZATION_NAME_TAKEN_MESSAGE },
    ]);
  });
});
