import type { ExportTemplate, ExportTemplateConfiguration } from '@sanctions/contracts';
import { LayoutTemplate, Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu';
import { useExportTemplates } from '../api/export-templates-api';

/** The export actions a template runs (the exports feature's, handed over by the page). */
export interface TemplateExportActions<Outcome> {
  exportCsv: (outcome: Outcome, configuration: ExportTemplateConfiguration) => void;
  exportExcel: (outcome: Outcome, configuration: ExportTemplateConfiguration) => void;
  exportJson: (outcome: Outcome, configuration: ExportTemplateConfiguration) => void;
  /** The server's report, shaped by the template (`templateId`). */
  exportPdf: (outcome: Outcome, matchIndex: undefined, templateId: string) => Promise<void>;
  isPdfPending: boolean;
}

interface ExportTemplateMenuItemsProps<Outcome> {
  outcome: Outcome;
  actions: TemplateExportActions<Outcome>;
  /** Opens the templates' management dialog (held by the page: the menu closes on select). */
  onManage: () => void;
}

/**
 * Export menu entries: one per export template (the default first), exporting what the template
 * chooses, and "Manage templates".
 */
export function ExportTemplateMenuItems<Outcome>({
  outcome,
  actions,
  onManage,
}: ExportTemplateMenuItemsProps<Outcome>) {
  const { t } = useTranslation('export-templates');
  const templates = useExportTemplates();
  const items = templates.data ?? [];

  // The template drives the file: its format, sections, columns and custom fields.
  const run = (template: ExportTemplate) => {
    const { configuration } = template;
    switch (configuration.format) {
      case 'csv':
        return actions.exportCsv(outcome, configuration);
      case 'excel':
        return actions.exportExcel(outcome, configuration);
      case 'pdf':
        return void actions.exportPdf(outcome, undefined, template.id);
      case 'json':
        return actions.exportJson(outcome, configuration);
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
