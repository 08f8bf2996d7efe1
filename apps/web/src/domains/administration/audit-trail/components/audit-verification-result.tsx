import type { AuditChainVerification } from '@sanctions/contracts';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** A hash in full, broken anywhere so 64 hex digits never widen a 390 px screen; read left to right. */
function Hash({ value }: { value: string | null }) {
  const { t } = useTranslation('audit-trail');
  return (
    <code dir="ltr" className="break-all font-mono text-xs">
      {value ?? t('verification.none')}
    </code>
  );
}

/** The outcome of one walk: intact with its length and last hash, or the first broken link spelled out. */
export function AuditVerificationResult({ result }: { result: AuditChainVerification }) {
  const { t } = useTranslation('audit-trail');
  const broken = result.firstBreak;
  if (broken === null)
    return (
      <Alert role="status" variant="info">
        <ShieldCheck aria-hidden="true" />
        <AlertTitle>{t('verification.intactTitle')}</AlertTitle>
        <AlertDescription className="grid gap-1">
          <p>{t('verification.intact', { count: result.rows })}</p>
          <p>
            {t('verification.lastHash')} <Hash value={result.lastHash} />
          </p>
        </AlertDescription>
      </Alert>
    );
  return (
    <Alert variant="destructive">
      <ShieldAlert aria-hidden="true" />
      <AlertTitle>{t('verification.brokenTitle')}</AlertTitle>
      <AlertDescription className="grid gap-1">
        <p>{t(`verification.kinds.${broken.kind}`, { position: broken.position })}</p>
        <dl className="grid gap-1">
          <div>
            <dt className="font-medium">{t('verification.row')}</dt>
            <dd>
              <Hash value={broken.rowId} />
            </dd>
          </div>
          <div>
            <dt className="font-medium">{t('verification.position')}</dt>
            <dd>{broken.position}</dd>
          </div>
          <div>
            <dt className="font-medium">{t('verification.expected')}</dt>
            <dd>
              <Hash value={broken.expectedHash} />
            </dd>
          </div>
          <div>
            <dt className="font-medium">{t('verification.stored')}</dt>
            <dd>
              <Hash value={broken.storedHash} />
            </dd>
          </div>
        </dl>
        <p>{t('verification.intactBefore', { count: result.rows })}</p>
      </AlertDescription>
    </Alert>
  );
}
