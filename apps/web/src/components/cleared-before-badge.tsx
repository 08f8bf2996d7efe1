import type { Match } from '@sanctions/contracts';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/**
 * "Cleared before" on a match whose entry was cleared for this very subject by an approved false positive
 * (ADR 019), linking to the alert where the decision was made. Shown beside the match, never instead of it.
 */
export function ClearedBeforeBadge({ clearedBefore }: { clearedBefore: Match['clearedBefore'] }) {
  const { t } = useTranslation('monitoring');
  if (clearedBefore === undefined) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge variant="blue">
        <ShieldCheck aria-hidden="true" className="me-1 size-3" />
        {t('clearedBefore.badge')}
      </Badge>
      <a
        href={`/cases/${encodeURIComponent(clearedBefore.alertId)}`}
        className="text-xs text-primary underline-offset-4 hover:underline"
      >
        {t('clearedBefore.link')}
      </a>
    </span>
  );
}
