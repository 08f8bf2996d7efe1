import type { BulkFileFormat } from '@sanctions/contracts';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useApiErrorMessage } from '@/lib/api-error-message';
import type { Language } from '@/lib/language';
import { toast } from '@/lib/toast';
import { downloadBulkTemplate } from '../api/download-bulk-files';

const TEMPLATES = [
  { format: 'xlsx', locale: 'en', label: 'xlsxEn' },
  { format: 'xlsx', locale: 'ar', label: 'xlsxAr' },
  { format: 'csv', locale: 'en', label: 'csvEn' },
  { format: 'csv', locale: 'ar', label: 'csvAr' },
] as const satisfies readonly { format: BulkFileFormat; locale: Language; label: string }[];

/** The empty templates, CSV and Excel with English or Arabic headers (downloaded with the session). */
export function TemplateDownloads() {
  const { t } = useTranslation('bulk');
  const errorMessage = useApiErrorMessage();
  const [pending, setPending] = useState<string | null>(null);

  const download = async (format: BulkFileFormat, locale: Language, label: string) => {
    setPending(label);
    try {
      await downloadBulkTemplate(format, locale);
    } catch (error) {
      toast({
        title: t('template.failed'),
        description: errorMessage(error, t('errors.unknown')),
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('template.title')}</CardTitle>
        <CardDescription>{t('template.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {TEMPLATES.map(({ format, locale, label }) => (
          <Button
            key={label}
            variant="outline"
            disabled={pending !== null}
            onClick={() => void download(format, locale, label)}
          >
            <FileDown aria-hidden="true" />
            {t(`template.${label}`)}
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
