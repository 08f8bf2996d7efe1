import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/**
 * A command or payload with a copy button. Code reads left to right inside the Arabic page too, and
 * long lines scroll inside the block so the page itself never scrolls sideways on a phone.
 */
export function CodeBlock({ title, code }: { title: string; code: string }) {
  const { t } = useTranslation('api-keys');
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setIsCopied(true);
    } catch {
      toast({ title: t('integration.copyFailed'), variant: 'destructive' });
    }
  };
  return (
    <div className="relative min-w-0 rounded-md border bg-muted">
      <Button
        variant="outline"
        size="sm"
        className="absolute end-2 top-2 bg-background"
        aria-label={t('integration.copyLabel', { title })}
        onClick={() => void copy()}
      >
        {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {isCopied ? t('integration.copied') : t('integration.copy')}
      </Button>
      <pre
        dir="ltr"
        className="overflow-x-auto p-4 pt-12 text-start font-mono text-xs leading-relaxed"
      >
        <code>{code}</code>
      </pre>
    </div>
  );
}
