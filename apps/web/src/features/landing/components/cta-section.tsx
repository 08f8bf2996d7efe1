import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { OpenSignIn } from './landing-page';

export function CtaSection({ onOpenSignIn }: { onOpenSignIn: OpenSignIn }) {
  const { t } = useTranslation('landing');
  return (
    <section className="bg-primary py-16 text-primary-foreground">
      <div className="mx-auto grid max-w-3xl justify-items-center gap-4 px-4 text-center">
        <h2 className="text-3xl font-bold">{t('cta.title')}</h2>
        <p className="text-primary-foreground/80">{t('cta.subtitle')}</p>
        <Button size="lg" variant="secondary" onClick={() => onOpenSignIn('signup')}>
          {t('cta.button')}
        </Button>
      </div>
    </section>
  );
}
