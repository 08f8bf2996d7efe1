import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/v2/billing/usage-report?format=csv: the organisation's daily usage this period, saved. */
export async function downloadUsageReport(today: Date = new Date()) {
  const blob = await apiClient.getBlob('/api/v2/billing/usage-report?format=csv', {
    accept: 'text/csv',
  });
  saveFile(blob, `usage-report-${today.toISOString().slice(0, 10)}.csv`);
}

export function useDownloadUsageReport() {
  return useMutation({ mutationFn: () => downloadUsageReport() });
}
