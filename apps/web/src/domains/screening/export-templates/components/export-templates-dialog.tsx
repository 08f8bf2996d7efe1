import type { ExportTemplate } from '@sanctions/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import {
  useCreateExportTemplate,
  useDeleteExportTemplate,
  useExportTemplates,
  useUpdateExportTemplate,
} from '../api/export-templates-api';
import { ExportTemplateForm, formValuesOf } from './export-template-form';
import type { ExportTemplateFormValues } from './export-template-form';

/** What the dialog shows: the list, a form (new or one template), or a delete confirmation. */
type View =
  | { kind: 'list' }
  | { kind: 'edit'; template: ExportTemplate | null }
  | { kind: 'delete'; template: ExportTemplate };

interface ExportTemplatesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Manage templates" from the Export menu: the user's templates and the organisation's shared ones
 * (read-only), with create, edit and delete of their own.
 */
export function ExportTemplatesDialog({ open, onOpenChange }: ExportTemplatesDialogProps) {
  const [view, setView] = useState<View>({ kind: 'list' });
  const close = (next: boolean) => {
    if (!next) setView({ kind: 'list' });
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        {open ? <Manager view={view} onView={setView} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Manager({ view, onView }: { view: View; onView: (view: View) => void }) {
  const { t } = useTranslation('export-templates');
  const errorMessage = useApiErrorMessage();
  const templates = useExportTemplates();
  const create = useCreateExportTemplate();
  const update = useUpdateExportTemplate();
  const remove = useDeleteExportTemplate();
  const toList = () => onView({ kind: 'list' });
  const failed = (error: Error) =>
    toast({
      title: t('toasts.failed'),
      description: errorMessage(error, t('toasts.unknownError')),
      variant: 'destructive',
    });

  const save = (template: ExportTemplate | null, values: ExportTemplateFormValues) => {
    const description = values.description.trim();
    const fields = {
      name: values.name.trim(),
      templateType: values.templateType,
      isDefault: values.isDefault,
      isPublic: values.isPublic,
      configuration: {
        format: values.format,
        sections: values.sections,
        columns: values.columns,
        // The form does not edit custom fields; an edit keeps the ones the template has.
        customFields: template?.configuration.customFields ?? [],
      },
    };
    const saved = () => {
      toast({ title: t('toasts.saved', { name: fields.name }), variant: 'success' });
      toList();
    };
    if (template === null)
      create.mutate(
        { ...fields, ...(description !== '' ? { description } : {}) },
        { onSuccess: saved, onError: failed },
      );
    else
      update.mutate(
        {
          id: template.id,
          changes: { ...fields, description: description === '' ? null : description },
        },
        { onSuccess: saved, onError: failed },
      );
  };

  if (view.kind === 'edit')
    return (
      <>
        <DialogHeader>
          <DialogTitle>
            {view.template ? t('manage.editTitle') : t('manage.createTitle')}
          </DialogTitle>
          <DialogDescription>{t('manage.formDescription')}</DialogDescription>
        </DialogHeader>
        <ExportTemplateForm
          initial={formValuesOf(view.template)}
          isPending={create.isPending || update.isPending}
          onSubmit={(values) => save(view.template, values)}
          onCancel={toList}
        />
      </>
    );

  if (view.kind === 'delete')
    return (
      <>
        <DialogHeader>
          <DialogTitle>{t('delete.title')}</DialogTitle>
          <DialogDescription>
            {t('delete.description', { name: view.template.name })}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={toList} disabled={remove.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(view.template.id, {
                onSuccess: () => {
                  toast({
                    title: t('toasts.deleted', { name: view.template.name }),
                    variant: 'success',
                  });
                  toList();
                },
                onError: failed,
              })
            }
          >
            {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </div>
      </>
    );

  const items = templates.data ?? [];
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('manage.title')}</DialogTitle>
        <DialogDescription>{t('manage.description')}</DialogDescription>
      </DialogHeader>
      {templates.isPending ? (
        <p className="text-sm text-muted-foreground">{t('manage.loading')}</p>
      ) : templates.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('manage.loadFailed')}
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('manage.empty')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('manage.listLabel')}>
          {items.map((template) => (
            <li
              key={template.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
            >
              <div className="grid min-w-0 gap-1">
                <span className="font-medium break-words">{template.name}</span>
                <span className="flex flex-wrap gap-1 text-xs text-muted-foreground">
                  {t('itemDetail', {
                    type: t(`types.${template.templateType}`),
                    format: t(`formats.${template.configuration.format}`),
                  })}
                  {template.isDefault ? <Badge variant="secondary">{t('default')}</Badge> : null}
                  {template.isPublic ? <Badge variant="secondary">{t('shared')}</Badge> : null}
                </span>
                {template.description ? (
                  <span className="text-sm text-muted-foreground">{template.description}</span>
                ) : null}
              </div>
              {template.isOwn ? (
                <div className="flex gap-1">
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={t('actions.editOf', { name: template.name })}
                    onClick={() => onView({ kind: 'edit', template })}
                  >
                    <Pencil aria-hidden="true" />
                    {t('actions.edit')}
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={t('actions.deleteOf', { name: template.name })}
                    onClick={() => onView({ kind: 'delete', template })}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('actions.delete')}
                  </Button>
                </div>
              ) : (
                <span className="text-xs text-muted-foreground">{t('manage.readOnly')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="flex justify-end">
        <Button type="button" onClick={() => onView({ kind: 'edit', template: null })}>
          <Plus aria-hidden="true" />
          {t('actions.create')}
        </Button>
      </div>
    </>
  );
}
