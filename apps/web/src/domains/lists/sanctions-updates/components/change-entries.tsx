import type { ListUpdateEntry, ListUpdateKind } from '@sanctions/contracts';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface ChangeEntriesProps {
  entries: readonly ListUpdateEntry[];
  kind: ListUpdateKind;
  onOpen: (entryId: string) => void;
}

/** The entries of one kind of change: a table from `md` up, cards on a phone; each opens the entry. */
export function ChangeEntries({ entries, kind, onOpen }: ChangeEntriesProps) {
  const { t, i18n } = useTranslation('sanctions-updates');
  const list = new Intl.ListFormat(i18n.language, { style: 'short', type: 'unit' });
  const showFields = kind === 'changed';
  const columns = showFields
    ? 'md:grid-cols-[minmax(0,1fr)_7rem_8rem_minmax(0,10rem)_minmax(0,12rem)_1rem]'
    : 'md:grid-cols-[minmax(0,1fr)_7rem_8rem_minmax(0,14rem)_1rem]';
  return (
    <div className="rounded-md border">
      <div
        aria-hidden="true"
        className={`hidden gap-4 border-b bg-muted/50 px-4 py-2 text-sm font-medium text-muted-foreground md:grid ${columns}`}
      >
        <span>{t('entryColumns.name')}</span>
        <span>{t('entryColumns.type')}</span>
        <span>{t('entryColumns.sourceId')}</span>
        <span>{t('entryColumns.programmes')}</span>
        {showFields ? <span>{t('entryColumns.changedFields')}</span> : null}
        <span />
      </div>
      <ul aria-label={t(`counts.${kind}`)} className="divide-y">
        {entries.map((entry) => (
          <li
            key={entry.entryId}
            data-testid="list-update-entry"
            className={`relative grid gap-1 px-4 py-3 text-sm hover:bg-accent md:items-center md:gap-4 ${columns}`}
          >
            <button
              type="button"
              onClick={() => onOpen(entry.entryId)}
              aria-label={t('openEntry', { name: entry.name })}
              className="min-w-0 text-start font-medium break-words after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
            >
              <bdi>{entry.name}</bdi>
            </button>
            <span className="text-muted-foreground">{t(`entityTypes.${entry.entityType}`)}</span>
            <span className="break-all">
              <span className="text-muted-foreground md:hidden">
                {t('entryColumns.sourceId')}:{' '}
              </span>
              <bdi>{entry.sourceId}</bdi>
            </span>
            <span className="break-words text-muted-foreground">
              <bdi>{entry.programmes.join(', ')}</bdi>
            </span>
            {showFields ? (
              <span className="break-words">
                {list.format(entry.changedFields.map((field) => t(`fields.${field}`)))}
              </span>
            ) : null}
            <ChevronRight
              aria-hidden="true"
              className="hidden size-4 text-muted-foreground md:block rtl:rotate-180"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
