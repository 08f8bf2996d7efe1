import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/v2/search/{id}/report.pdf in the page's language, handed to the browser's downloads. */
export function useDownloadSearchReport() {
  return useMutation({
    mutationFn: async ({ searchId, language }: { searchId: string; language: 'en' | 'ar' }) => {
      const pdf = await apiClient.getBlob(
        `/api/v2/search/${encodeURIComponent(searchId)}/report.pdf?lang=${language}`,
        { accept: 'application/pdf' },
      );
      saveFile(pdf, `sanctions-report-${searchId}.pdf`);
    },
  });
}
