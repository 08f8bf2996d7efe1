import { matchFeedbackListReplySchema, matchFeedbackReplySchema } from '@sanctions/contracts';
import type { MatchFeedbackRequest } from '@sanctions/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const feedbackPath = (searchId: string) => `/api/v2/search/${searchId}/feedback`;
const feedbackKey = (searchId: string) => ['match-feedback', searchId] as const;

/** The user's feedback on a search's matches: one request per search, shared by every row. */
export function useMatchFeedback(searchId: string) {
  return useQuery({
    queryKey: feedbackKey(searchId),
    queryFn: async () =>
      (await apiClient.get(feedbackPath(searchId), matchFeedbackListReplySchema)).data.feedback,
  });
}

export function useSendMatchFeedback(searchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MatchFeedbackRequest) =>
      (await apiClient.post(feedbackPath(searchId), body, matchFeedbackReplySchema)).data.feedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKey(searchId) }),
  });
}
