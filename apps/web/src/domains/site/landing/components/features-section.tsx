import { FileText, Globe2, Languages, ScanSearch, ShieldCheck, Zap } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useListCoverage } from '../api/get-list-coverage';

const FEATURES: readonly {
  key: 'coverage' | 'fuzzy' | 'arabic' | 'speed' | 'audit' | 'access';
  icon: LucideIcon;
}[] = [
  { key: 'coverage', icon: Globe2 },
  { key: 'fuzzy', icon: ScanSearch },
  { key: 'arabic', icon: Languages },
  { key: 'speed', icon: Zap },
  { key: 'audit', icon: FileText },
  { key: 'access', icon: ShieldCheck },
];

export function FeaturesSection() {
  const { t } = useTranslation('landing');
  const coverage = useListCoverage();
  // The coverage card names the lists actually served, never a typed list of publishers.
  const regimes = coverage.data?.regimes ?? [];
  const describe = (key: (typeof FEATURES)[number]['key']) =>
    key === 'coverage' && regimes.length > 0
      ? t('features.coverage.descriptionServed', {
          regimes: regimes.map((regime) => t(`regimes.${regime}`)).join(' · '),
        })
      : t(`features.${key}.description`);
  return (
    <section id="features" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-7xl px-4">
        <div className="mx-auto grid max-w-2xl gap-3 text-center">
          <h2 className="text-3xl font-bold">{t('features.title')}</h2>
          <p className="text-muted-foreground">{t('features.subtitle')}</p>
        </div>
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <Card key={key}>
              <CardHeader>
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <CardTitle className="text-lg">{t(`features.${key}.title`)}</CardTitle>
              </CardHeader>
              <CardContent className="text-sm text-muted-foreground">{describe(key)}</CardContent>
            </Card>
          ))}
        </div>
      </div>
    </section>
  );
}
