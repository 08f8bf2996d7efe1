import type { WatchlistMatch } from '@sanctions/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/**
 * The listed side of a watchlist alert (ADR 042): the row of the organisation's own list, named with the
 * list and its version, its reference and the reason it was listed; not an official sanctions listing.
 */
export function AlertWatchlistEntry({ hit }: { hit: WatchlistMatch }) {
  const { t } = useTranslation('cases');
  const none = t('detail.none');
  const { entry, watchlist } = hit;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('watchlist.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="rounded-md border p-2 text-muted-foreground">{t('watchlist.note')}</p>
        <dl className="grid gap-3">
          <Fact label={t('detail.latinName')}>
            <bdi>{entry.name}</bdi>
          </Fact>
          <Fact label={t('watchlist.aliases')}>
            {entry.aliases.length === 0 ? none : <bdi>{entry.aliases.join('; ')}</bdi>}
          </Fact>
          <Fact label={t('detail.dateOfBirth')}>
            {entry.dateOfBirth === null ? none : <bdi dir="ltr">{entry.dateOfBirth}</bdi>}
          </Fact>
          <Fact label={t('watchlist.list')}>
            <bdi>{watchlist.name}</bdi> · {t('watchlist.version', { version: watchlist.version })}
          </Fact>
          <Fact label={t('watchlist.reference')}>
            {entry.reference === null ? none : <bdi dir="ltr">{entry.reference}</bdi>}
          </Fact>
          <Fact label={t('watchlist.reason')}>
            {entry.reason === null ? none : <bdi>{entry.reason}</bdi>}
          </Fact>
        </dl>
      </CardContent>
    </Card>
  );
}
