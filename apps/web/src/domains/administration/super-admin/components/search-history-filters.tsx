import type { SearchHistoryQuery } from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { UserSelect } from './user-select';

export type HistoryFilters = Pick<
  SearchHistoryQuery,
  'userId' | 'from' | 'to' | 'name' | 'withMatches'
>;

const EMPTY = { userId: '', from: '', to: '', name: '', withMatches: false };

/** User, date range, name and "with matches"; applied together so typing does not fetch on every key. */
export function SearchHistoryFilters({ onApply }: { onApply: (filters: HistoryFilters) => void }) {
  const { t } = useTranslation('super-admin');
  const [draft, setDraft] = useState(EMPTY);
  const apply = (values: typeof EMPTY) =>
    onApply({
      ...(values.userId === '' ? {} : { userId: values.userId }),
      ...(values.from === '' ? {} : { from: values.from }),
      ...(values.to === '' ? {} : { to: values.to }),
      ...(values.name.trim() === '' ? {} : { name: values.name.trim() }),
      ...(values.withMatches ? { withMatches: 'true' as const } : {}),
    });

  return (
    <form
      className="grid items-end gap-4 rounded-lg border p-4 md:grid-cols-2 lg:grid-cols-5"
      onSubmit={(event) => {
        event.preventDefault();
        apply(draft);
      }}
    >
      <UserSelect
        id="history-user"
        value={draft.userId}
        onChange={(userId) => setDraft({ ...draft, userId })}
      />
      <div className="grid gap-2">
        <Label htmlFor="history-from">{t('history.from')}</Label>
        <Input
          id="history-from"
          type="date"
          value={draft.from}
          max={draft.to === '' ? undefined : draft.to}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="history-to">{t('history.to')}</Label>
        <Input
          id="history-to"
          type="date"
          value={draft.to}
          min={draft.from === '' ? undefined : draft.from}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="history-name">{t('history.name')}</Label>
        <Input
          id="history-name"
          type="search"
          maxLength={200}
          placeholder={t('history.namePlaceholder')}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
      </div>
      <div className="grid gap-3">
        <div className="flex items-center gap-2">
          <input
            id="history-with-matches"
            type="checkbox"
            className="size-4 accent-primary"
            checked={draft.withMatches}
            onChange={(event) => setDraft({ ...draft, withMatches: event.target.checked })}
          />
          <Label htmlFor="history-with-matches">{t('history.withMatches')}</Label>
        </div>
        <div className="flex gap-2">
          <Button type="submit" size="sm">
            {t('history.apply')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              setDraft(EMPTY);
              apply(EMPTY);
            }}
          >
            {t('history.clear')}
          </Button>
        </div>
      </div>
    </form>
  );
}
