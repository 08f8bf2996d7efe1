import type { PepMatch } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * The listed side of a PEP alert (ADR 040): the politically exposed person, the positions that make them
 * one, and the action: enhanced due diligence, not "do not proceed".
 */
export function AlertPepEntry({ pep }: { pep: PepMatch }) {
  const { t } = useTranslation('cases');
  const entry = pep.pepEntry;
  const none = t('detail.none');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('pep.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="rounded-md border p-2 text-muted-foreground">{t('pep.note')}</p>
        <dl className="grid gap-3">
          <div className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{t('detail.latinName')}</dt>
            <dd className="break-words">
              <bdi>{entry.fullName}</bdi>
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{t('detail.dateOfBirth')}</dt>
            <dd>
              {entry.birthDates.length === 0 ? (
                none
              ) : (
                <bdi dir="ltr">{entry.birthDates.join(', ')}</bdi>
              )}
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{t('detail.list')}</dt>
            <dd className="break-words">
              {t(`lists.${entry.pepSource}`)} · <bdi dir="ltr">{entry.sourceId}</bdi>
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{t('pep.positions')}</dt>
            <dd>
              {entry.positions.length === 0 ? (
                none
              ) : (
                <ul className="grid gap-0.5">
                  {entry.positions.map((position, index) => (
                    <li key={index} className="break-words">
                      <bdi>
                        {[position.role, position.body, position.country]
                          .filter((part) => part !== undefined)
                          .join(', ')}
                      </bdi>
                      {position.startDate || position.endDate ? (
                        <bdi dir="ltr" className="text-xs text-muted-foreground">
                          {' '}
                          ({position.startDate ?? '…'} – {position.endDate ?? '…'})
                        </bdi>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
