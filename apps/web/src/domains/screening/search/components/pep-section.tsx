import type { PepMatch, PepRelationDto } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useFormatters } from '../lib/use-formatters';
import { Fact } from './fact';

interface PepSectionProps {
  matches: readonly PepMatch[];
}

/**
 * Politically exposed persons matched (issue 25), apart from the sanctions hits: a different risk, so
 * the section asks for enhanced due diligence and never says "do not proceed". Names, roles and bodies
 * stay as the source publishes them; only the labels are translated.
 */
export function PepSection({ matches }: PepSectionProps) {
  const { t, i18n } = useTranslation('search');
  const { number } = useFormatters();
  if (matches.length === 0) return null;
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  return (
    <section aria-labelledby="pep-matches-title" className="border-t px-4 py-4">
      <h3 id="pep-matches-title" className="text-base font-semibold">
        {t('pep.title', { count: matches.length, formatted: number(matches.length) })}
      </h3>
      <p role="note" className="mt-1 text-sm text-amber-800 dark:text-amber-300">
        {t('pep.notice')}
      </p>
      <ul className="mt-3 grid gap-3">
        {matches.map((match) => {
          const entry = match.pepEntry;
          return (
            <li
              key={`${entry.pepSource}:${entry.sourceId}`}
              aria-label={entry.fullName}
              className="min-w-0 rounded-md border p-3"
            >
              <div className="flex flex-wrap items-center gap-2">
                <bdi className="font-medium break-words">{entry.fullName}</bdi>
                <Badge variant="secondary">{t(`pep.tier.${entry.tier}`)}</Badge>
                <Badge variant="outline">
                  {t('pep.confidence', { formatted: number(match.confidence) })}
                </Badge>
                <Badge variant="outline">{t('pep.action')}</Badge>
              </div>
              <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
                {entry.birthDates.length > 0 ? (
                  <Fact label={t('pep.born')} value={entry.birthDates.join(', ')} />
                ) : null}
                {entry.nationalities.length > 0 ? (
                  <Fact label={t('pep.country')} value={entry.nationalities.join(', ')} />
                ) : null}
                <Fact label={t('pep.source')} value={entry.listSource} />
              </dl>
              <h4 className="mt-2 text-sm font-medium">{t('pep.positions')}</h4>
              <ul className="mt-1 grid gap-1 text-sm">
                {[...entry.positions].reverse().map((position, index) => (
                  <li key={index} className="break-words">
                    <bdi>{position.role}</bdi>
                    {position.body ? (
                      <>
                        {' · '}
                        <bdi>{position.body}</bdi>
                      </>
                    ) : null}
                    {position.country ? ` · ${position.country}` : null}
                    <span className="text-muted-foreground">
                      {' '}
                      (
                      {t('pep.dates', {
                        from: position.startDate ?? '…',
                        to: position.endDate ?? (position.ended ? '…' : t('pep.present')),
                      })}
                      )
                    </span>
                  </li>
                ))}
              </ul>
              <Relations title={t('pep.relatives')} relations={entry.relatives} />
              <Relations title={t('pep.associates')} relations={entry.associates} />
              <p className="mt-2 text-sm text-muted-foreground">{match.analysis[language]}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Relations({ title, relations }: { title: string; relations: PepRelationDto[] }) {
  if (relations.length === 0) return null;
  return (
    <>
      <h4 className="mt-2 text-sm font-medium">{title}</h4>
      <ul className="mt-1 grid gap-1 text-sm">
        {relations.map((relation, index) => (
          <li key={index} className="break-words">
            <bdi>{relation.name}</bdi>
            {relation.relationship ? ` (${relation.relationship})` : null}
          </li>
        ))}
      </ul>
    </>
  );
}
