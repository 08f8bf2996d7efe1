import type { BulkPreview } from '@sanctions/contracts';
import { useNavigate } from '@tanstack/react-router';
import { Play, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useBulkPreview } from '../api/preview-bulk-file';
import { useStartBulkJob } from '../api/start-bulk-job';
import { bulkFileProblem } from '../lib/check-bulk-file';
import type { BulkFileProblem } from '../lib/check-bulk-file';
import { choicesFrom, mappingFrom, mappingProblem } from '../lib/column-mapping';
import type { ColumnChoices } from '../lib/column-mapping';
import { BulkErrorAlert, BulkProblemAlert } from './bulk-error-alert';
import { BulkOptions, DEFAULT_BULK_OPTIONS, isConfidenceInRange } from './bulk-options';
import type { BulkOptionValues } from './bulk-options';
import { FileDropZone } from './file-drop-zone';
import { MappingStep } from './mapping-step';

interface Prepared {
  file: File;
  preview: BulkPreview;
  choices: ColumnChoices;
}

/** Upload, column mapping, options and start (issue 15 item 1). */
export function BulkUploadCard() {
  const { t } = useTranslation('bulk');
  const navigate = useNavigate();
  const preview = useBulkPreview();
  const start = useStartBulkJob();
  const [fileProblem, setFileProblem] = useState<BulkFileProblem | null>(null);
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [options, setOptions] = useState<BulkOptionValues>(DEFAULT_BULK_OPTIONS);

  const chooseFile = (file: File) => {
    setPrepared(null);
    start.reset();
    const problem = bulkFileProblem(file);
    setFileProblem(problem);
    if (problem !== null) {
      preview.reset();
      return;
    }
    preview.mutate(file, {
      onSuccess: (read) =>
        setPrepared({
          file,
          preview: read,
          choices: choicesFrom(read.columns, read.suggestedMapping),
        }),
    });
  };

  const startOver = () => {
    setPrepared(null);
    setFileProblem(null);
    preview.reset();
    start.reset();
  };

  const problem = prepared ? mappingProblem(prepared.choices) : null;
  const canStart =
    prepared !== null &&
    problem === null &&
    isConfidenceInRange(options.minConfidence) &&
    !start.isPending;

  const onStart = () => {
    if (!prepared || !canStart) return;
    start.mutate(
      { file: prepared.file, mapping: mappingFrom(prepared.choices), ...options },
      {
        onSuccess: (created) =>
          void navigate({ to: paths.bulkScreeningJob, params: { jobId: created.jobId } }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('upload.title')}</CardTitle>
        <CardDescription>{t('upload.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {prepared === null ? (
          <FileDropZone isDisabled={preview.isPending} onFile={chooseFile} />
        ) : null}
        {preview.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            {t('upload.reading')}
          </p>
        ) : null}
        {fileProblem ? <BulkProblemAlert message={t(`upload.${fileProblem}`)} /> : null}
        {preview.isError ? <BulkErrorAlert error={preview.error} /> : null}
        {prepared ? (
          <>
            <section className="grid gap-3" aria-labelledby="bulk-mapping-title">
              <h3 id="bulk-mapping-title" className="text-lg font-semibold">
                {t('mapping.title')}
              </h3>
              <MappingStep
                preview={prepared.preview}
                choices={prepared.choices}
                problem={problem}
                onChange={(column, field) =>
                  setPrepared({ ...prepared, choices: { ...prepared.choices, [column]: field } })
                }
              />
            </section>
            <section className="grid gap-3" aria-labelledby="bulk-options-title">
              <h3 id="bulk-options-title" className="text-lg font-semibold">
                {t('options.title')}
              </h3>
              <BulkOptions values={options} onChange={setOptions} />
            </section>
            {start.isError ? <BulkErrorAlert error={start.error} /> : null}
            <div className="flex flex-wrap gap-2">
              <Button onClick={onStart} disabled={!canStart}>
                {start.isPending ? <Spinner className="size-4" /> : <Play aria-hidden="true" />}
                {start.isPending ? t('start.starting') : t('start.button')}
              </Button>
              <Button variant="outline" onClick={startOver} disabled={start.isPending}>
                <RotateCcw aria-hidden="true" />
                {t('start.cancel')}
              </Button>
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
