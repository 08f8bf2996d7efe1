import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Spec 2.4 hero: what the screen does, in one glance. */
export function SearchHero() {
  const { t } = useTranslation('search');
  return (
    <section className="grid gap-3 text-center">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <ShieldCheck aria-hidden="true" className="size-8" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mx-auto max-w-2xl text-muted-foreground">{t('description')}</p>
    </section>
  );
}
