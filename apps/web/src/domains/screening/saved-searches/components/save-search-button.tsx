import type { SearchRequest } from '@sanctions/contracts';
import { Bookmark } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useCreateSavedSearch } from '../api/saved-searches-api';
import { SavedSearchFormDialog } from './saved-search-form-dialog';
import type { SavedSearchFormValues } from './saved-search-form-dialog';

/** A readable default name: the names searched for, as typed. */
function suggestName(query: SearchRequest): string {
  const parts = [query.firstName, query.lastName, query.arabicName].map((part) => part.trim());
  return parts
    .filter((part) => part !== '')
    .join(' ')
    .slice(0, 100);
}

interface SaveSearchButtonProps {
  /** The query to save; null when the form does not hold a valid search (it then shows why). */
  getQuery: () => Promise<SearchRequest | null>;
  variant?: 'outline' | 'ghost';
}

/** "Save search": asks for a name (and optional description and favourite), then saves the query. */
export function SaveSearchButton({ getQuery, variant = 'outline' }: SaveSearchButtonProps) {
  const { t } = useTranslation('saved-searches');
  const errorMessage = useApiErrorMessage();
  const create = useCreateSavedSearch();
  const [pending, setPending] = useState<{
    query: SearchRequest;
    initial: SavedSearchFormValues;
  } | null>(null);

  const open = async () => {
    const query = await getQuery();
    if (query === null) return;
    setPending({
      query,
      initial: { name: suggestName(query), description: '', isFavorite: false },
    });
  };

  const save = (values: SavedSearchFormValues) => {
    if (pending === null) return;
    create.mutate(
      {
        name: values.name.trim(),
        description: values.description.trim() === '' ? undefined : values.description.trim(),
        isFavorite: values.isFavorite,
        query: pending.query,
      },
      {
        onSuccess: () => {
          toast({ title: t('toasts.saved', { name: values.name.trim() }), variant: 'success' });
          setPending(null);
        },
        onError: (error) =>
          toast({
            title: t('toasts.failed'),
            description: errorMessage(error, t('toasts.unknownError')),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <>
      <Button type="button" variant={variant} onClick={() => void open()}>
        <Bookmark aria-hidden="true" />
        {t('actions.saveSearch')}
      </Button>
      <SavedSearchFormDialog
        initial={pending?.initial ?? null}
        mode="create"
        isPending={create.isPending}
        onSubmit={save}
        onClose={() => setPending(null)}
      />
    </>
  );
}
