import { contactMessageReplySchema } from '@sanctions/contracts';
import type { ContactMessageBody } from '@sanctions/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const sendContactMessage = (body: ContactMessageBody) =>
  apiClient.post('/api/v2/contact', body, contactMessageReplySchema, { isAnonymous: true });

/** POST /api/v2/contact (no sign-in). */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
