import { AUDIT_EXPORT_FORMATS, STAFF_AUDIT_CHAIN } from '@sanctions/contracts';
import type { AuditChainSummary, AuditExportFormat } from '@sanctions/contracts';
import { FileDown, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useDateTime } from '@/lib/use-date-time';
import { downloadAuditTrail, useVerifyAuditChain } from '../api/audit-trail-api';
import { AuditVerificationResult } from './audit-verification-result';

interface AuditChainCardProps {
  chain: AuditChainSummary;
  range: { from: string; to: string };
}

/** One chain: whose it is and its length, a button to verify it and the exports of the chosen range. */
export function AuditChainCard({ chain, range }: AuditChainCardProps) {
  const { t } = useTranslation('audit-trail');
  const { dateTime } = useDateTime('');
  const errorMessage = useApiErrorMessage();
  const verify = useVerifyAuditChain();
  const [pending, setPending] = useState<AuditExportFormat | null>(null);
  const name =
    chain.chain === STAFF_AUDIT_CHAIN ? t('chains.staff') : (chain.organizationName ?? chain.chain);
  const titleId = `audit-chain-${chain.chain}`;
  const rangeIsValid = range.from !== '' && range.to !== '' && range.from <= range.to;

  const download = async (format: AuditExportFormat) => {
    setPending(format);
    try {
      await downloadAuditTrail({ chain: chain.chain, format, ...range });
    } catch (error) {
      toast({
        title: t('export.failed'),
        description: errorMessage(error, t('states.error')),
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="break-words text-lg">
          {name}
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {t('chains.rows', { count: chain.rows })}
          {chain.lastAppendedAt === null
            ? null
            : ` · ${t('chains.lastAppended', { at: dateTime(chain.lastAppendedAt) })}`}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          <Button disabled={verify.isPending} onClick={() => verify.mutate(chain.chain)}>
            <ShieldCheck aria-hidden="true" />
            {verify.isPending ? t('verification.running') : t('verification.verify')}
          </Button>
          {AUDIT_EXPORT_FORMATS.map((format) => (
            <Button
              key={format}
              variant="outline"
              disabled={pending !== null || !rangeIsValid}
              onClick={() => void download(format)}
            >
              <FileDown aria-hidden="true" />
              {t(`export.${format}`)}
            </Button>
          ))}
        </div>
        {verify.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(verify.error, t('states.error'))}
          </p>
        ) : null}
        {verify.data === undefined ? null : <AuditVerificationResult result={verify.data} />}
      </CardContent>
    </Card>
  );
}
