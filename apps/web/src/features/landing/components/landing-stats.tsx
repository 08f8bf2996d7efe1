import { useTranslation } from 'react-i18next';

/** The four public claims of spec 1 (lists, countries, monthly searches, uptime). */
const STATS = ['lists', 'countries', 'searches', 'uptime'] as const;

export function LandingStats() {
  const { t } = useTranslation('landing');
  return (
    <dl className="mt-8 grid w-full grid-cols-2 gap-4 md:grid-cols-4">
      {STATS.map((stat) => (
        <div
          key={stat}
          className="flex flex-col-reverse rounded-lg border bg-background p-4 shadow-sm"
        >
          <dt className="text-sm text-muted-foreground">{t(`stats.${stat}.label`)}</dt>
          <dd className="text-3xl font-bold text-primary">
            <bdi>{t(`stats.${stat}.value`)}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
