import {
  exportTemplateListReplySchema,
  exportTemplateReplySchema,
  messageEnvelopeSchema,
} from '@sanctions/contracts';
import type {
  CreateExportTemplateRequest,
  ExportTemplate,
  UpdateExportTemplateRequest,
} from '@sanctions/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const EXPORT_TEMPLATES_PATH = '/api/v2/export-templates';
const exportTemplatesKey = ['export-templates'] as const;

/** The user's export templates and their organisation's public ones, the default first. */
export function useExportTemplates() {
  return useQuery({
    queryKey: exportTemplatesKey,
    queryFn: async () =>
      (await apiClient.get(EXPORT_TEMPLATES_PATH, exportTemplateListReplySchema)).data.templates,
  });
}

function useRefreshingMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<ExportTemplate | null>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // One default per user: saving a default changes another template too, so the list is reloaded.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportTemplatesKey }),
  });
}

export function useCreateExportTemplate() {
  return useRefreshingMutation(
    async (body: CreateExportTemplateRequest) =>
      (await apiClient.post(EXPORT_TEMPLATES_PATH, body, exportTemplateReplySchema)).data.template,
  );
}

export function useUpdateExportTemplate() {
  return useRefreshingMutation(
    async ({ id, changes }: { id: string; changes: UpdateExportTemplateRequest }) =>
      (await apiClient.put(`${EXPORT_TEMPLATES_PATH}/${id}`, changes, exportTemplateReplySchema))
        .data.template,
  );
}

export function useDeleteExportTemplate() {
  return useRefreshingMutation(async (id: string) => {
    await apiClient.delete(`${EXPORT_TEMPLATES_PATH}/${id}`, messageEnvelopeSchema);
    return null;
  });
}
