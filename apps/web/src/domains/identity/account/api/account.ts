import { messageEnvelopeSchema } from '@sanctions/contracts';
import type { DeleteAccountBody } from '@sanctions/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { dataExportFileName } from '../lib/export-file-name';

/** POST /api/v2/user/export-data: everything held about the user, saved as a dated JSON file. */
export async function exportMyData(): Promise<void> {
  const body = await apiClient.post('/api/v2/user/export-data', {}, z.unknown());
  saveFile(
    new Blob([JSON.stringify(body, null, 2)], { type: 'application/json' }),
    dataExportFileName(new Date()),
  );
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}

/** DELETE /api/v2/user/account with the password and the typed phrase. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      apiClient.deleteWithBody('/api/v2/user/account', body, messageEnvelopeSchema),
  });
}
