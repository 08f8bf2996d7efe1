import type { SessionUser } from '@sanctions/contracts';
import { Copy, LifeBuoy, Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/lib/toast';

/**
 * Contact Support: the details support needs to find the account (id, e-mail, organisation, browser),
 * ready to copy or to open in the user's mail program. The spec names no support address, so the
 * message opens without a recipient.
 */
export function ContactSupportDialog({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const [isOpen, setIsOpen] = useState(false);
  const details = [
    `${t('support.accountId')}: ${user.id}`,
    `${t('support.email')}: ${user.email}`,
    `${t('support.organization')}: ${user.organizationId ?? '-'}`,
    `${t('support.browser')}: ${navigator.userAgent}`,
  ].join('\n');
  const mailto = `mailto:?subject=${encodeURIComponent(t('support.subject'))}&body=${encodeURIComponent(`${details}\n\n`)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(details);
      toast({ title: t('support.copied'), variant: 'success' });
    } catch {
      toast({ title: t('support.copyFailed'), variant: 'destructive' });
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => setIsOpen(true)}>
        <LifeBuoy aria-hidden="true" />
        {t('header.contactSupport')}
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('support.title')}</DialogTitle>
            <DialogDescription>{t('support.description')}</DialogDescription>
          </DialogHeader>
          <pre
            className="overflow-x-auto whitespace-pre-wrap rounded-md bg-muted p-3 text-xs"
            dir="ltr"
          >
            {details}
          </pre>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              {t('support.copy')}
            </Button>
            <Button asChild>
              <a href={mailto}>
                <Mail aria-hidden="true" />
                {t('support.email')}
              </a>
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
