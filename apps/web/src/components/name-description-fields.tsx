import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

/**
 * The name and description every saved thing of the screening page has (a saved search, an export template):
 * a one-line name and a short free text, each with its error once the form was submitted.
 */
export function NameDescriptionFields({
  idPrefix,
  labels,
  values,
  errors,
  descriptionRows,
  onChange,
}: {
  idPrefix: string;
  labels: { name: string; description: string };
  values: { name: string; description: string };
  errors: { name: string | undefined; description: string | undefined };
  descriptionRows: number;
  onChange: (change: { name: string } | { description: string }) => void;
}) {
  const nameId = `${idPrefix}-name`;
  const descriptionId = `${idPrefix}-description`;
  return (
    <>
      <FormField id={nameId} label={labels.name} error={errors.name}>
        {(describedBy) => (
          <Input
            id={nameId}
            autoComplete="off"
            value={values.name}
            aria-invalid={errors.name !== undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        )}
      </FormField>
      <FormField id={descriptionId} label={labels.description} error={errors.description}>
        {(describedBy) => (
          <Textarea
            id={descriptionId}
            rows={descriptionRows}
            value={values.description}
            aria-invalid={errors.description !== undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        )}
      </FormField>
    </>
  );
}
