import { BULK_FIELDS } from '@sanctions/contracts';
import type { BulkPreview } from '@sanctions/contracts';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { NativeSelect } from '@/components/ui/native-select';
import { isBulkField } from '../lib/column-mapping';
import type { ColumnChoices, MappingProblem } from '../lib/column-mapping';
import { useBulkFormatters } from '../lib/use-bulk-formatters';

interface MappingStepProps {
  preview: BulkPreview;
  choices: ColumnChoices;
  problem: MappingProblem | null;
  onChange: (column: string, field: ColumnChoices[string]) => void;
}

/** One field select per file column, prefilled with the server's guess, and the file's first rows. */
export function MappingStep({ preview, choices, problem, onChange }: MappingStepProps) {
  const { t } = useTranslation('bulk');
  const { number } = useBulkFormatters();
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {t('mapping.description', { rows: number(preview.totalRows), file: preview.fileName })}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {preview.columns.map((column) => (
          <li key={column} className="grid min-w-0 gap-1">
            <span className="truncate text-sm font-medium">
              <bdi>{column}</bdi>
            </span>
            <NativeSelect
              aria-label={t('mapping.fieldFor', { column })}
              value={choices[column] ?? ''}
              onChange={(event) => {
                const value = event.target.value;
                onChange(column, isBulkField(value) ? value : '');
              }}
            >
              <option value="">{t('mapping.ignore')}</option>
              {BULK_FIELDS.map((field) => (
                <option key={field} value={field}>
                  {t(`fields.${field}`)}
                </option>
              ))}
            </NativeSelect>
          </li>
        ))}
      </ul>
      {problem ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertDescription>
            {problem.kind === 'noName'
              ? t('mapping.noName')
              : t('mapping.duplicate', { field: t(`fields.${problem.field}`) })}
          </AlertDescription>
        </Alert>
      ) : null}
      {preview.sampleRows.length > 0 ? (
        <div className="grid gap-2">
          <h4 className="text-sm font-medium">{t('mapping.sample')}</h4>
          {/* Wide files scroll inside this box, never the page. */}
          <div className="max-w-full overflow-x-auto rounded-md border">
            <table className="w-full text-sm">
              <thead className="bg-muted/50 text-muted-foreground">
                <tr>
                  {preview.columns.map((column) => (
                    <th key={column} scope="col" className="whitespace-nowrap px-3 py-2 text-start">
                      <bdi>{column}</bdi>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.sampleRows.map((row, index) => (
                  // Sample rows have no id of their own; their order is fixed.
                  <tr key={index} className="border-t">
                    {preview.columns.map((column) => (
                      <td key={column} className="whitespace-nowrap px-3 py-2">
                        <bdi>{row[column] ?? ''}</bdi>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </div>
  );
}
