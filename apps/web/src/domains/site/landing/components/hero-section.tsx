import { Link } from '@tanstack/react-router';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CoverageBadge } from './coverage-badge';
import { LandingStats } from './landing-stats';
import { TrustStrip } from './trust-strip';

export function HeroSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="top" className="bg-gradient-to-b from-blue-50 to-background pt-32 pb-16">
      <div className="mx-auto grid max-w-5xl justify-items-center gap-6 px-4 text-center">
        <CoverageBadge />
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t('hero.title')}</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">{t('hero.subtitle')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to={paths.signup}>
              {t('hero.primary')}
              <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.contact} search={{ topic: 'demo' }}>
              {t('hero.secondary')}
            </Link>
          </Button>
        </div>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CheckCircle2 className="size-4 text-green-600" aria-hidden="true" />
          {t('hero.trialNote')}
        </p>
        <LandingStats />
      </div>
      <TrustStrip />
    </section>
  );
}
