import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { BULK_FILE_ACCEPT } from '../lib/check-bulk-file';

interface FileDropZoneProps {
  isDisabled: boolean;
  onFile: (file: File) => void;
}

/** A file picker that also takes a file dropped on it. */
export function FileDropZone({ isDisabled, onFile }: FileDropZoneProps) {
  const { t } = useTranslation('bulk');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsOver(false);
    const file = event.dataTransfer.files.item(0);
    if (file && !isDisabled) onFile(file);
  };

  return (
    <div
      data-testid="bulk-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
      className={cn(
        'grid justify-items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center text-sm text-muted-foreground',
        isOver && 'border-primary bg-primary/5',
      )}
    >
      <Upload aria-hidden="true" className="size-8" />
      <p>{t('upload.drop')}</p>
      <label htmlFor={inputId} className="sr-only">
        {t('upload.fileLabel')}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={BULK_FILE_ACCEPT}
        className="sr-only"
        disabled={isDisabled}
        onChange={(event) => {
          const file = event.target.files?.item(0);
          // Cleared so that choosing the same file again (after fixing it) fires a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button type="button" disabled={isDisabled} onClick={() => input.current?.click()}>
        {t('upload.choose')}
      </Button>
    </div>
  );
}
