import { SANCTION_LISTS } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { UpdatesFilterState } from '../api/list-updates';

interface UpdatesFiltersProps {
  draft: UpdatesFilterState;
  onChange: (draft: UpdatesFilterState) => void;
  onApply: () => void;
  onClear: () => void;
}

const isListValue = (value: string): value is UpdatesFilterState['list'] =>
  value === '' || SANCTION_LISTS.some((list) => list === value);

/** List and publication date range. */
export function UpdatesFilters({ draft, onChange, onApply, onClear }: UpdatesFiltersProps) {
  const { t } = useTranslation('sanctions-updates');
  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="updates-list">{t('filters.list')}</Label>
        <NativeSelect
          id="updates-list"
          value={draft.list}
          onChange={(event) => {
            const list = event.target.value;
            if (isListValue(list)) onChange({ ...draft, list });
          }}
        >
          <option value="">{t('filters.allLists')}</option>
          {SANCTION_LISTS.map((list) => (
            <option key={list} value={list}>
              {t(`lists.${list}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="updates-from">{t('filters.from')}</Label>
        <Input
          id="updates-from"
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(event) => onChange({ ...draft, from: event.target.value })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="updates-to">{t('filters.to')}</Label>
        <Input
          id="updates-to"
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(event) => onChange({ ...draft, to: event.target.value })}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit">{t('filters.apply')}</Button>
        <Button type="button" variant="outline" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}
