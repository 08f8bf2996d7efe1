import type { SavedSearch, SearchRequest } from '@sanctions/contracts';
import { Pencil, Play, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useDateTime } from '@/lib/use-date-time';
import {
  useDeleteSavedSearch,
  useRunSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
} from '../api/saved-searches-api';
import { DeleteSavedSearchDialog } from './delete-saved-search-dialog';
import { SavedSearchFormDialog } from './saved-search-form-dialog';
import type { SavedSearchFormValues } from './saved-search-form-dialog';

/** The names a saved query searches for, as typed (names are shown as entered, never translated). */
function queryNames(query: SearchRequest): string {
  return [query.firstName, query.lastName, query.arabicName]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * The user's saved searches beside the search form: favourites first; "Run" fills the form with the
 * saved query and submits it (`onRun`), and counts the use on the server.
 */
export function SavedSearchesPanel({ onRun }: { onRun: (query: SearchRequest) => void }) {
  const { t, i18n } = useTranslation('saved-searches');
  const { relative } = useDateTime(t('justNow'));
  const errorMessage = useApiErrorMessage();
  const savedSearches = useSavedSearches();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const run = useRunSavedSearch();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  const failed = (error: Error) =>
    toast({
      title: t('toasts.failed'),
      description: errorMessage(error, t('toasts.unknownError')),
      variant: 'destructive',
    });

  const runAgain = (savedSearch: SavedSearch) =>
    run.mutate(savedSearch.id, {
      onSuccess: (used) => onRun(used?.query ?? savedSearch.query),
      onError: failed,
    });

  const rename = (values: SavedSearchFormValues) => {
    if (renaming === null) return;
    const description = values.description.trim();
    update.mutate(
      {
        id: renaming.id,
        changes: {
          name: values.name.trim(),
          description: description === '' ? null : description,
          isFavorite: values.isFavorite,
        },
      },
      { onSuccess: () => setRenaming(null), onError: failed },
    );
  };

  const items = savedSearches.data ?? [];
  // Nothing to show until there is something saved (a first-time user sees no empty card).
  if (savedSearches.isPending || (savedSearches.isSuccess && items.length === 0)) return null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('panel.title')}</CardTitle>
        <CardDescription>{t('panel.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {savedSearches.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('panel.loadFailed')}
          </p>
        ) : null}
        <ul className="grid gap-2" aria-label={t('panel.title')}>
          {items.map((savedSearch) => (
            <li
              key={savedSearch.id}
              className="flex flex-wrap items-center gap-3 rounded-md border p-3"
            >
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-pressed={savedSearch.isFavorite}
                aria-label={t(savedSearch.isFavorite ? 'actions.unfavorite' : 'actions.favorite', {
                  name: savedSearch.name,
                })}
                onClick={() =>
                  update.mutate(
                    { id: savedSearch.id, changes: { isFavorite: !savedSearch.isFavorite } },
                    { onError: failed },
                  )
                }
              >
                <Star
                  aria-hidden="true"
                  className={savedSearch.isFavorite ? 'fill-amber-400 text-amber-500' : undefined}
                />
              </Button>
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="truncate font-medium">{savedSearch.name}</span>
                <span className="truncate text-sm text-muted-foreground">
                  <bdi>{queryNames(savedSearch.query)}</bdi>
                  {' · '}
                  {t('panel.uses', {
                    count: savedSearch.useCount,
                    formatted: savedSearch.useCount.toLocaleString(i18n.language),
                  })}
                  {savedSearch.lastUsed
                    ? ` · ${t('panel.lastUsed', { when: relative(savedSearch.lastUsed) })}`
                    : null}
                </span>
                {savedSearch.description ? (
                  <span className="text-sm text-muted-foreground">{savedSearch.description}</span>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-1">
                <Button
                  type="button"
                  size="sm"
                  disabled={run.isPending}
                  aria-label={t('actions.runNamed', { name: savedSearch.name })}
                  onClick={() => runAgain(savedSearch)}
                >
                  <Play aria-hidden="true" className="rtl:-scale-x-100" />
                  {t('actions.run')}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={t('actions.renameNamed', { name: savedSearch.name })}
                  onClick={() => setRenaming(savedSearch)}
                >
                  <Pencil aria-hidden="true" />
                  {t('actions.rename')}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={t('actions.deleteNamed', { name: savedSearch.name })}
                  onClick={() => setDeleting(savedSearch)}
                >
                  <Trash2 aria-hidden="true" />
                  {t('actions.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
      <SavedSearchFormDialog
        initial={
          renaming
            ? {
                name: renaming.name,
                description: renaming.description ?? '',
                isFavorite: renaming.isFavorite,
              }
            : null
        }
        mode="rename"
        isPending={update.isPending}
        onSubmit={rename}
        onClose={() => setRenaming(null)}
      />
      <DeleteSavedSearchDialog
        savedSearch={deleting}
        isPending={remove.isPending}
        onConfirm={(target) =>
          remove.mutate(target.id, {
            onSuccess: () => {
              toast({ title: t('toasts.deleted', { name: target.name }), variant: 'success' });
              setDeleting(null);
            },
            onError: failed,
          })
        }
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
