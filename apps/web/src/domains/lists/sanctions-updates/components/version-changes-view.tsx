import { LIST_UPDATE_KINDS, LIST_UPDATES_PAGE_SIZE } from '@sanctions/contracts';
import type { ListUpdateKind, ListUpdateVersion } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useDateTime } from '@/lib/use-date-time';
import { useVersionChanges } from '../api/list-updates';
import { useListDate } from '../lib/use-list-date';
import { ChangeCounts } from './change-counts';
import { ChangeEntries } from './change-entries';
import { EntryChangeDialog } from './entry-change-dialog';
import { Pager } from './pager';

const isKind = (value: string): value is ListUpdateKind =>
  LIST_UPDATE_KINDS.some((kind) => kind === value);

const COUNT_OF: Record<ListUpdateKind, (version: ListUpdateVersion) => number> = {
  added: (version) => version.addedCount,
  removed: (version) => version.removedCount,
  changed: (version) => version.changedCount,
};

function VersionHeading({ version }: { version: ListUpdateVersion }) {
  const { t, i18n } = useTranslation('sanctions-updates');
  const { dateTime } = useDateTime(t('justNow'));
  const listDate = useListDate();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold tracking-tight break-words">
          <bdi>{version.listSource}</bdi>
        </h1>
        <Badge variant={version.status === 'active' ? 'blue' : 'outline'}>
          {t(`status.${version.status}`)}
        </Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:flex sm:flex-wrap">
        <div className="flex gap-1">
          <dt className="text-muted-foreground">{t('columns.list')}:</dt>
          <dd>{t(`lists.${version.sanctionList}`)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted-foreground">{t('version.published')}:</dt>
          <dd>{version.publishedAt ? listDate(version.publishedAt) : t('notStated')}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted-foreground">{t('version.imported')}:</dt>
          <dd>{version.importedAt ? dateTime(version.importedAt) : t('notStated')}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted-foreground">{t('counts.entries')}:</dt>
          <dd className="tabular-nums">{number.format(version.entryCount)}</dd>
        </div>
      </dl>
      <ChangeCounts version={version} />
    </div>
  );
}

/** One version: its dates and counts, its added / removed / changed entries, each opening a dialog. */
export function VersionChangesView({ versionId }: { versionId: string }) {
  const { t, i18n } = useTranslation('sanctions-updates');
  const [kind, setKind] = useState<ListUpdateKind>('added');
  const [draftQ, setDraftQ] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [entryId, setEntryId] = useState<string | null>(null);
  const changes = useVersionChanges(versionId, kind, q, page);
  const number = new Intl.NumberFormat(i18n.language);
  const data = changes.data;
  const version = data?.version;

  const back = (
    <Link
      to={paths.sanctionsUpdates}
      search={{}}
      className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
    >
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
      {t('version.back')}
    </Link>
  );

  if (!version) {
    return (
      <div className="grid gap-6">
        {back}
        {changes.isError ? (
          <p role="alert" className="p-6 text-center text-sm text-destructive">
            {changes.error instanceof ApiError && changes.error.status === 404
              ? t('version.notFound')
              : t('version.failed')}
          </p>
        ) : (
          <p
            role="status"
            className="flex items-center justify-center gap-2 p-6 text-sm text-muted-foreground"
          >
            <Spinner className="size-4" />
            {t('version.loading')}
          </p>
        )}
      </div>
    );
  }

  const isFirst = version.previousVersionId === null;
  const entries = data.entries;
  return (
    <div className="grid gap-6">
      {back}
      <VersionHeading version={version} />
      {isFirst ? (
        <Alert role="note">
          <AlertDescription>{t('version.firstVersion')}</AlertDescription>
        </Alert>
      ) : (
        <>
          {data.previousEntriesAvailable ? null : (
            <Alert role="note">
              <AlertDescription>{t('version.pruned')}</AlertDescription>
            </Alert>
          )}
          <Tabs
            value={kind}
            onValueChange={(value) => {
              if (!isKind(value)) return;
              setKind(value);
              setPage(1);
            }}
          >
            <TabsList aria-label={t('tabs.label')} className="h-auto w-full flex-wrap sm:w-auto">
              {LIST_UPDATE_KINDS.map((tab) => (
                <TabsTrigger key={tab} value={tab} className="flex-1 sm:flex-none">
                  {t(`tabs.${tab}`, { count: number.format(COUNT_OF[tab](version)) })}
                </TabsTrigger>
              ))}
            </TabsList>
          </Tabs>
          <form
            role="search"
            aria-label={t('search.label')}
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              setQ(draftQ);
              setPage(1);
            }}
          >
            <Label htmlFor="update-entries-q">{t('search.label')}</Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                id="update-entries-q"
                type="search"
                className="ps-9"
                placeholder={t('search.placeholder')}
                value={draftQ}
                maxLength={200}
                onChange={(event) => setDraftQ(event.target.value)}
              />
            </div>
          </form>
          <div aria-busy={changes.isFetching}>
            {entries.length === 0 ? (
              <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">
                {q.trim() === '' ? t('noEntries') : t('noEntriesFiltered')}
              </p>
            ) : (
              <ChangeEntries entries={entries} kind={kind} onOpen={setEntryId} />
            )}
          </div>
          <Pager
            page={page}
            pageSize={LIST_UPDATES_PAGE_SIZE}
            shown={entries.length}
            total={data.total}
            busy={changes.isFetching}
            onPage={setPage}
          />
        </>
      )}
      <EntryChangeDialog versionId={versionId} entryId={entryId} onClose={() => setEntryId(null)} />
    </div>
  );
}
