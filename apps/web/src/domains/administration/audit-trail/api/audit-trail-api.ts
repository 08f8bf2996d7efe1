import { auditChainListReplySchema, auditChainVerificationReplySchema } from '@sanctions/contracts';
import type { AuditExportFormat } from '@sanctions/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export const auditTrailKeys = { chains: ['audit-trail', 'chains'] as const };

/** GET /api/v2/audit-trail/chains: the super admin's every chain, an owner's own organisation's. */
export function useAuditChains({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: auditTrailKeys.chains,
    queryFn: async () =>
      (await apiClient.get('/api/v2/audit-trail/chains', auditChainListReplySchema)).data.chains,
    enabled: isEnabled,
  });
}

/** Walks one chain on the server; the answer names the first broken link, if any. */
export function useVerifyAuditChain() {
  return useMutation({
    mutationFn: async (chain: string) =>
      (
        await apiClient.get(
          `/api/v2/audit-trail/chains/${encodeURIComponent(chain)}/verification`,
          auditChainVerificationReplySchema,
        )
      ).data,
  });
}

const ACCEPT: Record<AuditExportFormat, string> = {
  jsonl: 'application/x-ndjson',
  csv: 'text/csv',
};

export interface AuditExportRequest {
  chain: string;
  format: AuditExportFormat;
  /** Inclusive UTC days, `YYYY-MM-DD`. */
  from: string;
  to: string;
}

/** The chain's rows of the range as the server writes them, saved under the chain and range. */
export async function downloadAuditTrail({ chain, format, from, to }: AuditExportRequest) {
  const search = new URLSearchParams({ format, from, to });
  const blob = await apiClient.getBlob(
    `/api/v2/audit-trail/chains/${encodeURIComponent(chain)}/export?${search.toString()}`,
    { accept: ACCEPT[format] },
  );
  saveFile(blob, `audit-trail-${chain}-${from}-${to}.${format}`);
}
