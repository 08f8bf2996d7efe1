import { Building2, Bitcoin, Landmark, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The audiences of spec 1: financial institutions, law firms, fintechs and crypto exchanges. */
const AUDIENCES = [
  { key: 'banks', icon: Landmark },
  { key: 'lawFirms', icon: Scale },
  { key: 'fintechs', icon: Building2 },
  { key: 'exchanges', icon: Bitcoin },
] as const;

export function TrustStrip() {
  const { t } = useTranslation('landing');
  return (
    <div className="mx-auto mt-12 max-w-5xl px-4">
      <p className="text-center text-sm font-medium text-muted-foreground">{t('trust.title')}</p>
      <ul className="mt-4 flex flex-wrap justify-center gap-x-8 gap-y-2 text-sm font-semibold text-foreground/70">
        {AUDIENCES.map(({ key, icon: Icon }) => (
          <li key={key} className="flex items-center gap-2">
            <Icon className="size-4" aria-hidden="true" />
            {t(`trust.${key}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
