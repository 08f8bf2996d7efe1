import { bulkJobCreatedSchema } from '@sanctions/contracts';
import type { BulkMapping, SanctionListFilter, SearchType } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';
import { bulkKeys } from './bulk-keys';
import { bulkPaths } from './bulk-paths';
import { envelopeOf } from './envelope';

const replySchema = envelopeOf(bulkJobCreatedSchema);

export interface StartBulkJobInput {
  file: File;
  mapping: BulkMapping;
  searchType: SearchType;
  sanctionLists: SanctionListFilter;
  minConfidence: number;
}

/** POST /api/v2/bulk-search: the options go as text fields beside the file (the mapping as JSON). */
export function useStartBulkJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StartBulkJobInput) => {
      const form = new FormData();
      // Fields before the file: the server reads the parts in order while it streams the file.
      form.append('searchType', input.searchType);
      form.append('sanctionLists', input.sanctionLists);
      form.append('minConfidence', String(input.minConfidence));
      form.append('mapping', JSON.stringify(input.mapping));
      form.append('file', input.file, input.file.name);
      return (await apiClient.postForm(bulkPaths.start, form, replySchema)).data;
    },
    onSuccess: (created) => {
      queryClient.setQueryData(bulkKeys.job(created.jobId), created.job);
      queryClient.setQueryData(bulkKeys.invalidRows(created.jobId), created.invalidRowSample);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: bulkKeys.jobs() }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.usage }),
      ]);
    },
  });
}
