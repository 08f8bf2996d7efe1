import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function CtaSection() {
  const { t } = useTranslation('landing');
  return (
    <section className="bg-primary py-16 text-primary-foreground">
      <div className="mx-auto grid max-w-3xl justify-items-center gap-4 px-4 text-center">
        <h2 className="text-3xl font-bold">{t('cta.title')}</h2>
        <p className="text-primary-foreground/80">{t('cta.subtitle')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" variant="secondary">
            <Link to={paths.signup}>{t('cta.button')}</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
          >
            <Link to={paths.contact}>{t('cta.contact')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
