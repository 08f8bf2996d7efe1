import type { SearchReproduction } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** `list:sourceId` keys as the analyst reads them: "UN QDi.123". */
function KeyList({ keys, label }: { keys: readonly string[]; label: string }) {
  const { t } = useTranslation('search-history');
  return (
    <div className="grid gap-1">
      <h4 className="text-sm font-medium">
        {label} ({new Intl.NumberFormat().format(keys.length)})
      </h4>
      {keys.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('rerun.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-1 text-xs">
          {keys.map((key) => {
            const [list = '', ...rest] = key.split(':');
            return (
              <li key={key} className="rounded border px-2 py-0.5">
                <bdi dir="ltr">
                  {list.toUpperCase()} {rest.join(':')}
                </bdi>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** What a re-run on today's lists changed: new, gone and changed matches, algorithm and list versions. */
export function ReproductionSummary({ reproduction }: { reproduction: SearchReproduction }) {
  const { t, i18n } = useTranslation('search-history');
  const number = new Intl.NumberFormat(i18n.language);
  const { differences } = reproduction;
  return (
    <Alert variant={reproduction.identical ? 'default' : 'info'} role="status">
      <AlertTitle>{t('rerun.title')}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          {reproduction.identical ? t('rerun.identical') : t('rerun.changed')}{' '}
          {t('rerun.counts', {
            then: number.format(reproduction.stored.totalMatches),
            now: number.format(reproduction.current.totalMatches),
          })}
        </p>
        <p>
          {reproduction.sameListVersions ? t('rerun.listsSame') : t('rerun.listsChanged')}
          {reproduction.sameAlgorithm
            ? null
            : ` ${t('rerun.algorithmChanged', {
                then: reproduction.stored.algorithm,
                now: reproduction.current.algorithm,
              })}`}
        </p>
        {reproduction.identical ? null : (
          <div className="grid gap-3 sm:grid-cols-3">
            <KeyList keys={differences.added} label={t('rerun.added')} />
            <KeyList keys={differences.removed} label={t('rerun.removed')} />
            <KeyList keys={differences.changed} label={t('rerun.changedMatches')} />
          </div>
        )}
      </AlertDescription>
    </Alert>
  );
}
