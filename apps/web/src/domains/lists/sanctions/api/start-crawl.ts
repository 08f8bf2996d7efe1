import { crawlReplySchema } from '@sanctions/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Spec 7: POST /api/v2/admin/sanctions/crawl answers 202 with the job to poll. */
export const startCrawl = async () =>
  (await apiClient.post('/api/v2/admin/sanctions/crawl', undefined, crawlReplySchema)).data;

export function useStartCrawl() {
  return useMutation({ mutationFn: startCrawl });
}
