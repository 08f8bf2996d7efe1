import { Link } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Shown once the message is stored and on its way to the team. */
export function ContactSent({ onSendAnother }: { onSendAnother: () => void }) {
  const { t } = useTranslation('contact');
  return (
    <div role="status" className="grid justify-items-center gap-3 py-6 text-center">
      <CheckCircle2 className="size-10 text-green-600" aria-hidden="true" />
      <h2 className="text-xl font-semibold">{t('sent.title')}</h2>
      <p className="text-muted-foreground">{t('sent.description')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.home}>{t('sent.home')}</Link>
        </Button>
        <Button variant="outline" onClick={onSendAnother}>
          {t('sent.another')}
        </Button>
      </div>
    </div>
  );
}
