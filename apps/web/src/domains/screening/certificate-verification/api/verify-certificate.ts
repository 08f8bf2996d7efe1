import { certificateVerificationReplySchema } from '@sanctions/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface VerifyCertificateInput {
  searchId: string;
  code: string;
}

/** GET /api/v2/search/{id}/verify?code= (no sign-in): answers a status only. */
export const verifyCertificate = ({ searchId, code }: VerifyCertificateInput) =>
  apiClient
    .get(
      `/api/v2/search/${encodeURIComponent(searchId)}/verify?${new URLSearchParams({ code }).toString()}`,
      certificateVerificationReplySchema,
      { isAnonymous: true },
    )
    .then((reply) => reply.data);

export function useVerifyCertificate() {
  return useMutation({ mutationFn: verifyCertificate });
}
