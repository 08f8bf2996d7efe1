import { PEP_SOURCES } from '@sanctions/contracts';
import type { ImportRun, PepSource } from '@sanctions/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { usePepFtmUrl, useSavePepFtmUrl, useUploadPepFile } from '../api/pep-sources';
import { ImportRunPanel } from './import-run-panel';

function isPepSource(value: string): value is PepSource {
  return PEP_SOURCES.some((source) => source === value);
}

/**
 * PEP sources (issue 25): upload a FollowTheMoney JSON lines file or the CC0 Congress YAML as a new version
 * of its source, and the customer's licensed FollowTheMoney URL that the scheduled import fetches.
 */
export function PepSourcesCard() {
  const { t } = useTranslation('admin');
  const errorMessage = useApiErrorMessage();
  const id = useId();
  const stored = usePepFtmUrl();
  const save = useSavePepFtmUrl();
  const upload = useUploadPepFile();
  // The typed address; until something is typed, the stored one.
  const [draft, setDraft] = useState<string | null>(null);
  const url = draft ?? stored.data ?? '';
  const [pepSource, setPepSource] = useState<PepSource>('pep_ftm');
  const [file, setFile] = useState<File | null>(null);
  const [run, setRun] = useState<ImportRun | null>(null);

  const saveUrl = (value: string | null) =>
    save.mutate(value, {
      onSuccess: () => {
        setDraft(null);
        toast({ title: t('pepSources.urlSaved'), variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: t('pepSources.urlFailed'),
          description: errorMessage(error, t('toasts.unknownError')),
          variant: 'destructive',
        }),
    });
  const startUpload = () => {
    if (file === null) return;
    upload.mutate(
      { pepSource, file },
      {
        onSuccess: (finished) => setRun(finished),
        onError: (error) =>
          toast({
            title: t('pepSources.uploadFailed'),
            description: errorMessage(error, t('toasts.unknownError')),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('pepSources.title')}</CardTitle>
        <CardDescription>{t('pepSources.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-url`}>{t('pepSources.urlLabel')}</Label>
          <Input
            id={`${id}-url`}
            type="url"
            dir="ltr"
            inputMode="url"
            value={url}
            placeholder="https://"
            aria-describedby={`${id}-url-hint`}
            onChange={(event) => setDraft(event.target.value)}
          />
          <p id={`${id}-url-hint`} className="text-xs text-muted-foreground">
            {t('pepSources.urlHint')}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              disabled={save.isPending || url.trim() === ''}
              onClick={() => saveUrl(url.trim())}
            >
              {t('pepSources.saveUrl')}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={save.isPending || (stored.data ?? null) === null}
              onClick={() => saveUrl(null)}
            >
              {t('pepSources.removeUrl')}
            </Button>
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-source`}>{t('pepSources.sourceLabel')}</Label>
          <NativeSelect
            id={`${id}-source`}
            value={pepSource}
            onChange={(event) => {
              const value = event.target.value;
              if (isPepSource(value)) setPepSource(value);
            }}
          >
            {PEP_SOURCES.map((source) => (
              <option key={source} value={source}>
                {t(`pepSources.sources.${source}`)}
              </option>
            ))}
          </NativeSelect>
          <Label htmlFor={`${id}-file`}>{t('pepSources.fileLabel')}</Label>
          <Input
            id={`${id}-file`}
            type="file"
            accept=".json,.jsonl,.ftm,.yaml,.yml"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <div>
            <Button
              type="button"
              disabled={file === null || upload.isPending}
              onClick={startUpload}
            >
              {upload.isPending ? t('pepSources.uploading') : t('pepSources.upload')}
            </Button>
          </div>
        </div>
        {run ? <ImportRunPanel run={run} /> : null}
      </CardContent>
    </Card>
  );
}
