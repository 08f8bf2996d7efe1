import { ENTITY_TYPES } from '@sanctions/contracts';
import type { ListEntryField, ListEntryFieldChange, SanctionEntry } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useVersionEntry } from '../api/list-updates';

interface EntryChangeDialogProps {
  versionId: string;
  entryId: string | null;
  onClose: () => void;
}

/** Fields whose values are codes the interface names; the rest are shown as published. */
function useFieldValue() {
  const { t } = useTranslation('sanctions-updates');
  return (field: ListEntryField, value: string) => {
    if (field === 'type' && isEntityType(value)) return t(`entityTypes.${value}`);
    if ((field === 'gender' || field === 'isActive') && isCodedValue(value)) {
      return t(`values.${value}`);
    }
    return value;
  };
}

const isEntityType = (value: string): value is (typeof ENTITY_TYPES)[number] =>
  ENTITY_TYPES.some((type) => type === value);
const CODED_VALUES = ['male', 'female', 'true', 'false'] as const;
const isCodedValue = (value: string): value is (typeof CODED_VALUES)[number] =>
  CODED_VALUES.some((code) => code === value);

function Values({ change, side }: { change: ListEntryFieldChange; side: 'before' | 'after' }) {
  const { t } = useTranslation('sanctions-updates');
  const display = useFieldValue();
  const values = change[side];
  const marked = side === 'before' ? change.removed : change.added;
  if (values.length === 0) return <span className="text-muted-foreground">{t('dialog.none')}</span>;
  return (
    <ul className="grid gap-1">
      {values.map((value) => {
        const text = display(change.field, value);
        const isMarked = marked.includes(value);
        return (
          <li
            key={value}
            className={
              isMarked
                ? side === 'before'
                  ? 'rounded bg-red-50 px-1 text-red-800 line-through dark:bg-red-950 dark:text-red-300'
                  : 'rounded bg-green-50 px-1 text-green-800 dark:bg-green-950 dark:text-green-300'
                : undefined
            }
          >
            {isMarked ? (
              <span className="sr-only">
                {t(side === 'before' ? 'dialog.removedMark' : 'dialog.addedMark')}{' '}
              </span>
            ) : null}
            <bdi className="break-words">{text}</bdi>
          </li>
        );
      })}
    </ul>
  );
}

function FieldChanges({ changes }: { changes: readonly ListEntryFieldChange[] }) {
  const { t } = useTranslation('sanctions-updates');
  if (changes.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('dialog.noVisibleChange')}</p>;
  }
  return (
    <div className="grid gap-3" data-testid="entry-changes">
      <div
        aria-hidden="true"
        className="hidden grid-cols-[9rem_minmax(0,1fr)_minmax(0,1fr)] gap-3 text-xs font-medium text-muted-foreground sm:grid"
      >
        <span>{t('dialog.field')}</span>
        <span>{t('dialog.before')}</span>
        <span>{t('dialog.after')}</span>
      </div>
      {changes.map((change) => (
        <section
          key={change.field}
          aria-label={t(`fields.${change.field}`)}
          className="grid gap-2 rounded-md border p-3 text-sm sm:grid-cols-[9rem_minmax(0,1fr)_minmax(0,1fr)] sm:gap-3 sm:border-0 sm:p-0"
        >
          <h4 className="font-medium">{t(`fields.${change.field}`)}</h4>
          <div className="grid gap-1">
            <span className="text-xs text-muted-foreground sm:hidden">{t('dialog.before')}</span>
            <Values change={change} side="before" />
          </div>
          <div className="grid gap-1">
            <span className="text-xs text-muted-foreground sm:hidden">{t('dialog.after')}</span>
            <Values change={change} side="after" />
          </div>
        </section>
      ))}
    </div>
  );
}

function Row({ label, values }: { label: string; values: readonly string[] }) {
  if (values.length === 0) return null;
  return (
    <div className="grid gap-1 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="grid gap-0.5">
        {values.map((value) => (
          <bdi key={value} className="break-words">
            {value}
          </bdi>
        ))}
      </dd>
    </div>
  );
}

// A PEP source's record too (issue 25): the list id is not shown here.
function EntryListing({ entry }: { entry: Omit<SanctionEntry, 'sanctionList'> }) {
  const { t } = useTranslation('sanctions-updates');
  const display = useFieldValue();
  return (
    <dl className="grid gap-2 text-sm">
      <Row label={t('dialog.sourceId')} values={[entry.sourceId]} />
      <Row label={t('dialog.listSource')} values={[entry.listSource]} />
      <Row
        label={t('fields.type')}
        values={entry.entityType ? [display('type', entry.entityType)] : []}
      />
      <Row label={t('dialog.aliases')} values={entry.aliases.map((alias) => alias.name)} />
      <Row label={t('fields.birthDates')} values={entry.birthDates} />
      <Row label={t('fields.birthPlaces')} values={entry.birthPlaces} />
      <Row label={t('fields.nationalities')} values={entry.nationalities} />
      <Row
        label={t('fields.gender')}
        values={entry.gender ? [display('gender', entry.gender)] : []}
      />
      <Row label={t('fields.addresses')} values={entry.addresses} />
      <Row
        label={t('fields.documents')}
        values={entry.documents.map((document) =>
          [`${document.type} ${document.number}`, document.country].filter(Boolean).join(', '),
        )}
      />
      <Row label={t('fields.programmes')} values={entry.programmes} />
      <Row label={t('fields.listedOn')} values={entry.listedOn ? [entry.listedOn] : []} />
      <Row label={t('fields.remarks')} values={entry.remarks ? [entry.remarks] : []} />
    </dl>
  );
}

/** One entry of a version: how it is listed and, when changed, what changed field by field. */
export function EntryChangeDialog({ versionId, entryId, onClose }: EntryChangeDialogProps) {
  const { t } = useTranslation('sanctions-updates');
  const detail = useVersionEntry(versionId, entryId);
  const data = detail.data;
  return (
    <Dialog open={entryId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-[calc(100vw-1rem)] sm:max-w-3xl">
        {data ? (
          <>
            <DialogHeader>
              <DialogTitle className="break-words pe-6">
                <bdi>{data.entry.fullName}</bdi>
              </DialogTitle>
              <DialogDescription>{t(`dialog.kind.${data.kind ?? 'unchanged'}`)}</DialogDescription>
            </DialogHeader>
            {data.entry.arabicName ? (
              <p dir="rtl" lang="ar" className="text-base">
                {data.entry.arabicName}
              </p>
            ) : null}
            {data.kind === 'changed' ? (
              <section className="grid gap-3">
                <h3 className="font-semibold">{t('dialog.changes')}</h3>
                {data.changes ? (
                  <FieldChanges changes={data.changes} />
                ) : (
                  <p className="text-sm text-muted-foreground">{t('dialog.prunedChanges')}</p>
                )}
              </section>
            ) : null}
            <section className="grid gap-3">
              <h3 className="font-semibold">{t('dialog.listing')}</h3>
              <EntryListing entry={data.entry} />
            </section>
          </>
        ) : (
          <DialogHeader>
            <DialogTitle>{detail.isError ? t('dialog.failed') : t('dialog.loading')}</DialogTitle>
            <DialogDescription className="flex items-center gap-2">
              {detail.isError ? null : <Spinner className="size-4" />}
            </DialogDescription>
          </DialogHeader>
        )}
      </DialogContent>
    </Dialog>
  );
}
