import { organizationSignupReplySchema } from '@sanctions/contracts';
import type { OrganizationSignupBody } from '@sanctions/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const CREATE_ORGANIZATION_PATH = '/api/v2/organization/create';

/** Spec 7: POST /api/v2/organization/create (no sign-in) files the application for review. */
export const createOrganization = (body: OrganizationSignupBody) =>
  apiClient.post(CREATE_ORGANIZATION_PATH, body, organizationSignupReplySchema, {
    isAnonymous: true,
  });

export function useCreateOrganization() {
  return useMutation({ mutationFn: createOrganization });
}
