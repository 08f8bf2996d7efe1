import { useId } from 'react';
import { Copy, TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/lib/toast';

/** The words of one kind of secret's dialog, already in the reader's language. */
export interface OneTimeSecretTexts {
  title: string;
  description: string;
  warning: string;
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
}

/**
 * A secret the server shows once (an API key, a webhook signing secret): the page keeps it only in this
 * dialog's props and drops it when the dialog closes, so it cannot be shown again.
 */
export function OneTimeSecretDialog({
  secret,
  onClose,
  texts,
  testId,
}: {
  secret: string | null;
  onClose: () => void;
  texts: OneTimeSecretTexts;
  testId: string;
}) {
  const labelId = useId();
  const copy = async () => {
    if (secret === null) return;
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: texts.copied, variant: 'success' });
    } catch {
      toast({ title: texts.copyFailed, variant: 'destructive' });
    }
  };
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <Alert variant="info">
          <TriangleAlert aria-hidden="true" />
          <AlertDescription>{texts.warning}</AlertDescription>
        </Alert>
        <div className="grid gap-2">
          <p id={labelId} className="text-sm font-medium">
            {texts.label}
          </p>
          <code
            dir="ltr"
            aria-labelledby={labelId}
            data-testid={testId}
            className="block select-all break-all rounded-md bg-muted p-3 text-start font-mono text-sm"
          >
            {secret}
          </code>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            {texts.copy}
          </Button>
          <Button onClick={onClose}>{texts.done}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
