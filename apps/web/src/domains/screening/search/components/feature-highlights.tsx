import { Globe2, Languages, Sparkles } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';

const HIGHLIGHTS: readonly { key: 'lists' | 'matching' | 'arabic'; icon: LucideIcon }[] = [
  { key: 'lists', icon: Globe2 },
  { key: 'matching', icon: Sparkles },
  { key: 'arabic', icon: Languages },
];

/** Shown only while idle: no result and no search running (spec 2.4). */
export function FeatureHighlights() {
  const { t } = useTranslation('search');
  return (
    <section aria-label={t('highlights.label')} className="grid gap-4 md:grid-cols-3">
      {HIGHLIGHTS.map(({ key, icon: Icon }) => (
        <Card key={key}>
          <CardContent className="flex gap-3 p-5">
            <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
            <div className="grid gap-1">
              <h2 className="font-semibold">{t(`highlights.${key}.title`)}</h2>
              <p className="text-sm text-muted-foreground">{t(`highlights.${key}.description`)}</p>
            </div>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
