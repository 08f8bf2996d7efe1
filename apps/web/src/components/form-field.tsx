import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { useValidationMessage } from '@/lib/validation-message';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, control and its error or hint, wired with aria-describedby. */
export function FormField({ id, label, error: rawError, hint, children }: FormFieldProps) {
  // Last resort for a contract's English message a feature did not map: shown in the interface language.
  const error = useValidationMessage()(rawError);
  const messageId = `${id}-message`;
  const hasMessage = error !== undefined || hint !== undefined;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children(hasMessage ? messageId : undefined)}
      {error !== undefined ? (
        <p id={messageId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : hint !== undefined ? (
        <p id={messageId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
