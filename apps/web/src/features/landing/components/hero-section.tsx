import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { OpenSignIn } from './landing-page';

const STATS = ['lists', 'countries', 'searches', 'uptime'] as const;
const AUDIENCES = ['banks', 'lawFirms', 'fintechs', 'exchanges'] as const;

export function HeroSection({ onOpenSignIn }: { onOpenSignIn: OpenSignIn }) {
  const { t } = useTranslation('landing');
  return (
    <section id="top" className="bg-gradient-to-b from-blue-50 to-background pt-32 pb-16">
      <div className="mx-auto grid max-w-5xl justify-items-center gap-6 px-4 text-center">
        <span className="rounded-full border border-blue-200 bg-background px-4 py-1 text-xs font-medium text-primary">
          {t('hero.badge')}
        </span>
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t('hero.title')}</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">{t('hero.subtitle')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button size="lg" onClick={() => onOpenSignIn('signup')}>
            {t('hero.primary')}
            <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
          </Button>
          <Button size="lg" variant="outline" onClick={() => onOpenSignIn('login')}>
            {t('hero.secondary')}
          </Button>
        </div>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CheckCircle2 className="size-4 text-green-600" aria-hidden="true" />
          {t('hero.trialNote')}
        </p>
        <dl className="mt-8 grid w-full grid-cols-2 gap-4 md:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat} className="rounded-lg border bg-background p-4 shadow-sm">
              <dt className="text-sm text-muted-foreground">{t(`stats.${stat}.label`)}</dt>
              <dd className="text-3xl font-bold text-primary" dir="ltr">
                {t(`stats.${stat}.value`)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="mx-auto mt-12 max-w-5xl px-4">
        <p className="text-center text-sm font-medium text-muted-foreground">{t('trust.title')}</p>
        <ul className="mt-4 flex flex-wrap justify-center gap-x-8 gap-y-2 text-sm font-semibold text-foreground/70">
          {AUDIENCES.map((audience) => (
            <li key={audience}>{t(`trust.${audience}`)}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
