import type { WatchlistRowError, WatchlistSummary } from '@sanctions/contracts';
import { ListChecks } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useDeleteWatchlist, useReplaceWatchlist, useWatchlistDetail } from '../api/watchlists';
import { rowErrorsOf } from '../lib/row-errors-of';
import { WatchlistRowErrors } from './watchlist-row-errors';
import { WatchlistVersionsTable } from './watchlist-versions-table';

/** One watchlist: its active version, its versions on demand, and (owners, admins) replace and delete. */
export function WatchlistCard({
  watchlist,
  canManage,
}: {
  watchlist: WatchlistSummary;
  canManage: boolean;
}) {
  const { t, i18n } = useTranslation('watchlists');
  const errorMessage = useApiErrorMessage();
  const fileId = useId();
  const [showVersions, setShowVersions] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<{ message: string; rows: WatchlistRowError[] } | null>(
    null,
  );
  const detail = useWatchlistDetail(watchlist.id, showVersions);
  const replace = useReplaceWatchlist(watchlist.id);
  const remove = useDeleteWatchlist();
  const number = new Intl.NumberFormat(i18n.language);
  const active = watchlist.activeVersion;

  return (
    <Card aria-labelledby={`${fileId}-title`} role="region">
      <CardHeader>
        <CardTitle id={`${fileId}-title`} className="flex items-center gap-2 text-lg">
          <ListChecks className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <bdi className="min-w-0 break-words">{watchlist.name}</bdi>
        </CardTitle>
        {active !== null ? (
          <CardDescription>
            {t('card.active', {
              version: number.format(active.version),
              entries: number.format(active.entryCount),
              added: number.format(active.added),
              removed: number.format(active.removed),
              changed: number.format(active.changed),
            })}
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            aria-expanded={showVersions}
            onClick={() => setShowVersions((shown) => !shown)}
          >
            {showVersions ? t('card.hideVersions') : t('card.showVersions')}
          </Button>
          {canManage ? (
            confirmDelete ? (
              <>
                <Button
                  type="button"
                  variant="destructive"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(watchlist.id, {
                      onSuccess: () => toast({ title: t('card.deleted'), variant: 'success' }),
                      onError: (error) =>
                        toast({
                          title: t('card.deleteFailed'),
                          description: errorMessage(error, t('card.deleteFailed')),
                          variant: 'destructive',
                        }),
                    })
                  }
                >
                  {t('card.confirmDelete')}
                </Button>
                <Button type="button" variant="ghost" onClick={() => setConfirmDelete(false)}>
                  {t('card.cancel')}
                </Button>
              </>
            ) : (
              <Button type="button" variant="outline" onClick={() => setConfirmDelete(true)}>
                {t('card.delete')}
              </Button>
            )
          ) : null}
        </div>
        {showVersions && detail.data ? (
          <WatchlistVersionsTable versions={detail.data.data.versions} />
        ) : null}
        {canManage ? (
          <form
            noValidate
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (file === null) {
                setFailure({ message: t('upload.chooseFile'), rows: [] });
                return;
              }
              setFailure(null);
              replace.mutate(file, {
                onSuccess: () => toast({ title: t('card.replaced'), variant: 'success' }),
                onError: (error) =>
                  setFailure({
                    message: errorMessage(error, t('upload.failed')),
                    rows: rowErrorsOf(error),
                  }),
              });
            }}
          >
            <div className="grid min-w-0 flex-[1_1_14rem] gap-2">
              <Label htmlFor={`${fileId}-file`}>{t('card.newVersion')}</Label>
              <Input
                id={`${fileId}-file`}
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </div>
            <Button type="submit" variant="secondary" disabled={replace.isPending}>
              {replace.isPending ? t('upload.uploading') : t('card.replace')}
            </Button>
          </form>
        ) : null}
        {failure !== null ? (
          <Alert variant="destructive">
            <AlertDescription>{failure.message}</AlertDescription>
          </Alert>
        ) : null}
        <WatchlistRowErrors errors={failure?.rows ?? []} />
      </CardContent>
    </Card>
  );
}
