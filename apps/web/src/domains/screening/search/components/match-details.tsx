import { DEFAULT_PREFERENCES } from '@sanctions/contracts';
import type { Match } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { ClearedBeforeBadge } from '@/components/cleared-before-badge';
import { Badge } from '@/components/ui/badge';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatCalendarDate } from '@/lib/date-time-format';
import { usePreferences } from '@/lib/preferences-query';
import { expandNationality } from '../lib/country-name';
import { entryDetailsOf } from '../lib/structured-entry-details';
import { useFormatters } from '../lib/use-formatters';
import { DetailList, DetailSection, DetailValues } from './detail-section';
import { MatchAnalysis } from './match-analysis';
import { PartyGroupSection } from './party-group-section';
import { VesselSection } from './vessel-section';

// Labels the server writes in English that have a translation; others are shown as published.
const OTHER_LABEL_KEYS: Readonly<
  Record<string, 'fields.titles' | 'fields.remarks' | 'fields.datesOfBirth'>
> = {
  Titles: 'fields.titles',
  Remarks: 'fields.remarks',
  'Dates of Birth': 'fields.datesOfBirth',
};

// One isolated line per value, so a Latin "1084010 (Egypt)" keeps its order inside Arabic text.
function stackedValues(values: readonly string[]) {
  if (values.length === 0) return null;
  return (
    <span className="grid justify-items-start gap-0.5">
      {values.map((value) => (
        <bdi key={value}>{value}</bdi>
      ))}
    </span>
  );
}

type ValueKey =
  | 'entityTypes.individual'
  | 'entityTypes.entity'
  | 'entityTypes.vessel'
  | 'entityTypes.aircraft'
  | 'entityTypes.unknown'
  | 'genders.male'
  | 'genders.female';

// Values the server writes in English that have a translation.
const ENTITY_TYPE_KEYS: Readonly<Record<string, ValueKey>> = {
  Individual: 'entityTypes.individual',
  Entity: 'entityTypes.entity',
  Vessel: 'entityTypes.vessel',
  Aircraft: 'entityTypes.aircraft',
  Unknown: 'entityTypes.unknown',
};
const GENDER_KEYS: Readonly<Record<string, ValueKey>> = {
  Male: 'genders.male',
  Female: 'genders.female',
};

/** The spec 2.6 sections of one match; dates follow the user's date pattern (spec 2.12), as the table does. */
export function MatchDetails({ match: shown }: { match: Match }) {
  const { t } = useTranslation('search');
  const { language } = useFormatters();
  const { data: preferences } = usePreferences();
  const { dateFormat } = preferences?.display ?? DEFAULT_PREFERENCES.display;
  const date = (value: string | null | undefined) =>
    value ? <bdi>{formatCalendarDate(value, dateFormat)}</bdi> : null;
  const entry = shown.sanctionEntry;
  // Former and low-quality names say so, as the labelled text did; plain aliases need no qualifier.
  const details = entryDetailsOf(entry, (alias) =>
    alias.kind === 'fka' || alias.kind === 'weak'
      ? `${alias.name} (${t(`nameKinds.${alias.kind}`)})`
      : alias.name,
  );
  const none = t('details.none');
  const translated = (value: string | null, keys: Readonly<Record<string, ValueKey>>) => {
    if (value === null) return null;
    const key = keys[value];
    return key === undefined ? value : t(key);
  };
  const otherLabel = (label: string, index: number) => {
    if (label === '') return t('details.note', { number: index + 1 });
    const key = OTHER_LABEL_KEYS[label];
    return key ? t(key) : label;
  };
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <bdi>{entry.fullName}</bdi>
        </DialogTitle>
        <DialogDescription>
          {t('details.subtitle', {
            list: t(`listFilters.${entry.sanctionList}`),
            id: entry.sourceId,
          })}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4">
        <ClearedBeforeBadge clearedBefore={shown.clearedBefore} />
        <DetailSection title={t('details.basic')}>
          <DetailList
            emptyText={none}
            items={[
              { label: t('fields.fullName'), value: entry.fullName },
              { label: t('fields.firstName'), value: entry.firstName },
              { label: t('fields.lastName'), value: entry.lastName },
              {
                label: t('fields.arabicName'),
                value:
                  entry.arabicName === '' ? null : (
                    <span dir="rtl" lang="ar">
                      {entry.arabicName}
                    </span>
                  ),
              },
              {
                label: t('fields.entityType'),
                value: translated(details.entityType, ENTITY_TYPE_KEYS),
              },
            ]}
          />
        </DetailSection>
        <DetailSection title={t('details.personal')}>
          <DetailList
            emptyText={none}
            items={[
              {
                label: t('fields.dateOfBirth'),
                value: date(entry.dateOfBirth),
              },
              {
                label: t('fields.nationality'),
                value: expandNationality(entry.nationality, language),
              },
              { label: t('fields.placeOfBirth'), value: stackedValues(details.placesOfBirth) },
              { label: t('fields.gender'), value: translated(details.gender, GENDER_KEYS) },
              { label: t('fields.address'), value: stackedValues(details.addresses) },
            ]}
          />
        </DetailSection>
        <DetailSection title={t('details.documents')}>
          <DetailList
            emptyText={none}
            items={[
              { label: t('fields.passports'), value: stackedValues(details.passports) },
              { label: t('fields.nationalIds'), value: stackedValues(details.nationalIds) },
            ]}
          />
        </DetailSection>
        <VesselSection vessel={entry.vessel} />
        <DetailSection title={t('details.aliases')}>
          <DetailValues values={details.aliases} emptyText={none} />
        </DetailSection>
        <DetailSection title={t('details.sanction')}>
          <DetailList
            emptyText={none}
            items={[
              { label: t('fields.list'), value: t(`listFilters.${entry.sanctionList}`) },
              { label: t('fields.source'), value: entry.listSource },
              { label: t('fields.reference'), value: entry.sourceId },
              { label: t('fields.programmes'), value: stackedValues(details.programmes) },
              {
                label: t('fields.listedOn'),
                value: date(details.listedOn),
              },
              {
                label: t('fields.lastUpdated'),
                value: date(entry.lastUpdated),
              },
              {
                label: t('fields.listingStatus'),
                value: (
                  <Badge variant={entry.isActive ? 'red' : 'secondary'}>
                    {entry.isActive ? t('details.active') : t('details.inactive')}
                  </Badge>
                ),
              },
            ]}
          />
        </DetailSection>
        <PartyGroupSection group={shown.group} dateFormat={dateFormat} />
        <DetailSection title={t('details.analysis')}>
          <MatchAnalysis match={shown} />
        </DetailSection>
        <DetailSection title={t('details.additional')}>
          <DetailList
            emptyText={none}
            items={details.other.map((line, index) => ({
              label: otherLabel(line.label, index),
              value: <bdi>{line.value}</bdi>,
            }))}
          />
        </DetailSection>
      </div>
    </>
  );
}
