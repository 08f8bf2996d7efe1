import { bulkPreviewSchema } from '@sanctions/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bulkPaths } from './bulk-paths';
import { envelopeOf } from './envelope';

const replySchema = envelopeOf(bulkPreviewSchema);

/** Sends the file for the server to read its columns, suggested mapping and first rows (nothing stored). */
export function useBulkPreview() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return (await apiClient.postForm(bulkPaths.preview, form, replySchema)).data;
    },
  });
}
