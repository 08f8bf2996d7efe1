import {
  EXPORT_TEMPLATE_COLUMNS,
  EXPORT_TEMPLATE_FORMATS,
  EXPORT_TEMPLATE_NAME_MAX,
  EXPORT_TEMPLATE_SECTIONS,
  EXPORT_TEMPLATE_TYPES,
} from '@sanctions/contracts';
import type {
  ExportTemplate,
  ExportTemplateColumn,
  ExportTemplateFormat,
  ExportTemplateSection,
  ExportTemplateType,
} from '@sanctions/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { NameDescriptionFields } from '@/components/name-description-fields';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';

export interface ExportTemplateFormValues {
  name: string;
  description: string;
  templateType: ExportTemplateType;
  format: ExportTemplateFormat;
  sections: ExportTemplateSection[];
  columns: ExportTemplateColumn[];
  isDefault: boolean;
  isPublic: boolean;
}

const DESCRIPTION_MAX = 500;

/** A new template starts as a general CSV with every section and column. */
export function formValuesOf(template: ExportTemplate | null): ExportTemplateFormValues {
  if (template === null)
    return {
      name: '',
      description: '',
      templateType: 'general',
      format: 'csv',
      sections: [...EXPORT_TEMPLATE_SECTIONS],
      columns: [...EXPORT_TEMPLATE_COLUMNS],
      isDefault: false,
      isPublic: false,
    };
  return {
    name: template.name,
    description: template.description ?? '',
    templateType: template.templateType,
    format: template.configuration.format,
    sections: template.configuration.sections,
    columns: template.configuration.columns,
    isDefault: template.isDefault,
    isPublic: template.isPublic,
  };
}

/** Keeps the contract's order whatever order the boxes were ticked in. */
function toggled<T extends string>(all: readonly T[], chosen: readonly T[], value: T, on: boolean) {
  return all.filter((item) => (item === value ? on : chosen.includes(item)));
}

interface ExportTemplateFormProps {
  initial: ExportTemplateFormValues;
  isPending: boolean;
  onSubmit: (values: ExportTemplateFormValues) => void;
  onCancel: () => void;
}

/** Name, type, format, sections, columns, default and sharing of an export template. */
export function ExportTemplateForm({
  initial,
  isPending,
  onSubmit,
  onCancel,
}: ExportTemplateFormProps) {
  const { t } = useTranslation('export-templates');
  const [values, setValues] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const name = values.name.trim();
  const nameError =
    name === ''
      ? t('form.nameRequired')
      : name.length > EXPORT_TEMPLATE_NAME_MAX
        ? t('form.nameTooLong', { max: EXPORT_TEMPLATE_NAME_MAX })
        : undefined;
  const descriptionError =
    values.description.trim().length > DESCRIPTION_MAX
      ? t('form.descriptionTooLong', { max: DESCRIPTION_MAX })
      : undefined;
  const columnsError = values.columns.length === 0 ? t('form.columnsRequired') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Portalled dialogs still bubble through React: the search form around must not see this submit.
    event.stopPropagation();
    setShowErrors(true);
    if (nameError === undefined && descriptionError === undefined && columnsError === undefined)
      onSubmit(values);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <NameDescriptionFields
        idPrefix="export-template"
        labels={{ name: t('form.name'), description: t('form.description') }}
        values={values}
        errors={{
          name: showErrors ? nameError : undefined,
          description: showErrors ? descriptionError : undefined,
        }}
        descriptionRows={2}
        onChange={(change) => setValues({ ...values, ...change })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="export-template-type" label={t('form.type')}>
          {() => (
            <NativeSelect
              id="export-template-type"
              value={values.templateType}
              onChange={(event) => {
                const templateType = EXPORT_TEMPLATE_TYPES.find(
                  (type) => type === event.target.value,
                );
                if (templateType) setValues({ ...values, templateType });
              }}
            >
              {EXPORT_TEMPLATE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="export-template-format" label={t('form.format')}>
          {() => (
            <NativeSelect
              id="export-template-format"
              value={values.format}
              onChange={(event) => {
                const format = EXPORT_TEMPLATE_FORMATS.find((item) => item === event.target.value);
                if (format) setValues({ ...values, format });
              }}
            >
              {EXPORT_TEMPLATE_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {t(`formats.${format}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('form.sections')}</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {EXPORT_TEMPLATE_SECTIONS.map((section) => (
            <label key={section} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={values.sections.includes(section)}
                onChange={(event) =>
                  setValues({
                    ...values,
                    sections: toggled(
                      EXPORT_TEMPLATE_SECTIONS,
                      values.sections,
                      section,
                      event.target.checked,
                    ),
                  })
                }
              />
              {t(`sections.${section}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2" aria-describedby="export-template-columns-message">
        <legend className="mb-1 text-sm font-medium">{t('form.columns')}</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {EXPORT_TEMPLATE_COLUMNS.map((column) => (
            <label key={column} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={values.columns.includes(column)}
                onChange={(event) =>
                  setValues({
                    ...values,
                    columns: toggled(
                      EXPORT_TEMPLATE_COLUMNS,
                      values.columns,
                      column,
                      event.target.checked,
                    ),
                  })
                }
              />
              {t(`columns.${column}`)}
            </label>
          ))}
        </div>
        {showErrors && columnsError !== undefined ? (
          <p id="export-template-columns-message" role="alert" className="text-sm text-destructive">
            {columnsError}
          </p>
        ) : null}
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={values.isDefault}
          onChange={(event) => setValues({ ...values, isDefault: event.target.checked })}
        />
        {t('form.isDefault')}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={values.isPublic}
          onChange={(event) => setValues({ ...values, isPublic: event.target.checked })}
        />
        {t('form.isPublic')}
      </label>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isPending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? t('actions.saving') : t('actions.save')}
        </Button>
      </div>
    </form>
  );
}
