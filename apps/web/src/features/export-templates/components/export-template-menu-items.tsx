import type { ExportTemplate } from '@sanctions/contracts';
import { LayoutTemplate, Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu';
import { saveFile } from '@/lib/save-file';
import { useExportTemplates } from '../api/export-templates-api';

/** The export actions a template runs (the exports feature's, handed over by the page). */
export interface TemplateExportActions<Outcome> {
  exportCsv: (outcome: Outcome) => void;
  exportExcel: (outcome: Outcome) => void;
  exportPdf: (outcome: Outcome) => Promise<void>;
  isPdfPending: boolean;
}

interface ExportTemplateMenuItemsProps<Outcome> {
  outcome: Outcome;
  actions: TemplateExportActions<Outcome>;
  /** The result as JSON, for templates in the json format. */
  toJson: (outcome: Outcome) => { fileName: string; data: unknown };
  /** Opens the templates' management dialog (held by the page: the menu closes on select). */
  onManage: () => void;
}

/**
 * Export menu entries: one per export template (the default first), exporting in its format, and
 * "Manage templates".
 */
export function ExportTemplateMenuItems<Outcome>({
  outcome,
  actions,
  toJson,
  onManage,
}: ExportTemplateMenuItemsProps<Outcome>) {
  const { t } = useTranslation('export-templates');
  const templates = useExportTemplates();
  const items = templates.data ?? [];

  const run = (template: ExportTemplate) => {
    switch (template.configuration.format) {
      case 'csv':
        return actions.exportCsv(outcome);
      case 'excel':
        return actions.exportExcel(outcome);
      case 'pdf':
        return void actions.exportPdf(outcome);
      case 'json': {
        const { fileName, data } = toJson(outcome);
        return saveFile(
          new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
          fileName,
        );
      }
    }
  };

  return (
    <>
      <DropdownMenuSeparator />
      <DropdownMenuLabel>{t('menuLabel')}</DropdownMenuLabel>
      {items.map((template) => (
        <DropdownMenuItem
          key={template.id}
          disabled={template.configuration.format === 'pdf' && actions.isPdfPending}
          onSelect={() => run(template)}
        >
          <LayoutTemplate aria-hidden="true" />
          <span>
            {template.name}
            <span className="ms-1 text-xs text-muted-foreground">
              {t('itemDetail', {
                type: t(`types.${template.templateType}`),
                format: t(`formats.${template.configuration.format}`),
              })}
              {template.isDefault ? ` · ${t('default')}` : ''}
              {template.isOwn ? '' : ` · ${t('shared')}`}
            </span>
          </span>
        </DropdownMenuItem>
      ))}
      <DropdownMenuItem onSelect={onManage}>
        <Settings2 aria-hidden="true" />
        {t('manageLabel')}
      </DropdownMenuItem>
    </>
  );
}
