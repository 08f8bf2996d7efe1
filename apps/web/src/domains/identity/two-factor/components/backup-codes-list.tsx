import { Copy, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { saveFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';
import { BACKUP_CODES_FILE_NAME, backupCodesText } from '../lib/backup-codes-file';

/** Freshly issued backup codes (shown once) with Download and Copy (spec 2.11). */
export function BackupCodesList({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation('two-factor');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast({ title: t('backupCodes.copied'), variant: 'success' });
    } catch {
      toast({ title: t('backupCodes.copyFailed'), variant: 'destructive' });
    }
  };
  return (
    <div className="grid gap-3">
      <p className="rounded-md border border-orange-200 bg-orange-50 p-3 text-sm text-orange-900">
        {t('backupCodes.saveNow')}
      </p>
      <ul
        dir="ltr"
        className="grid grid-cols-2 gap-2 rounded-md bg-muted p-4 font-mono text-sm"
        aria-label={t('backupCodes.title')}
      >
        {codes.map((code) => (
          <li key={code} data-testid="backup-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            saveFile(
              new Blob([backupCodesText(codes)], { type: 'text/plain;charset=utf-8' }),
              BACKUP_CODES_FILE_NAME,
            )
          }
        >
          <Download aria-hidden="true" />
          {t('backupCodes.download')}
        </Button>
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t('backupCodes.copy')}
        </Button>
      </div>
    </div>
  );
}
