import { exportTemplateListReplySchema } from '@sanctions/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const EXPORT_TEMPLATES_PATH = '/api/v2/export-templates';

/** The user's export templates and their organisation's public ones, the default first. */
export function useExportTemplates() {
  return useQuery({
    queryKey: ['export-templates'],
    queryFn: async () =>
      (await apiClient.get(EXPORT_TEMPLATES_PATH, exportTemplateListReplySchema)).data.templates,
  });
}
