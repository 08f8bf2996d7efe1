import { ACTIVITY_TYPES } from '@sanctions/contracts';
import type { ActivityType } from '@sanctions/contracts';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ActivityFilterState } from '../lib/activity-params';

interface ActivityFiltersProps {
  draft: ActivityFilterState;
  onChange: (draft: ActivityFilterState) => void;
  onApply: () => void;
  onClear: () => void;
}

/** Text search, type checkboxes, From/To dates, Clear Filters and Apply (spec 2.10). */
export function ActivityFilters({ draft, onChange, onApply, onClear }: ActivityFiltersProps) {
  const { t } = useTranslation('activity');
  const toggleType = (type: ActivityType, isChecked: boolean) =>
    onChange({
      ...draft,
      types: isChecked ? [...draft.types, type] : draft.types.filter((item) => item !== type),
    });

  return (
    <form
      className="grid gap-4"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="activity-search">{t('filters.search')}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="activity-search"
            type="search"
            className="ps-9"
            placeholder={t('filters.searchPlaceholder')}
            value={draft.search}
            onChange={(event) => onChange({ ...draft, search: event.target.value })}
          />
        </div>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('filters.types')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {ACTIVITY_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={draft.types.includes(type)}
                onChange={(event) => toggleType(type, event.target.checked)}
              />
              {t(`types.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="activity-from">{t('filters.from')}</Label>
          <Input
            id="activity-from"
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(event) => onChange({ ...draft, from: event.target.value })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="activity-to">{t('filters.to')}</Label>
          <Input
            id="activity-to"
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            onChange={(event) => onChange({ ...draft, to: event.target.value })}
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onClear}>
          {t('filters.clear')}
        </Button>
        <Button type="submit">{t('filters.apply')}</Button>
      </div>
    </form>
  );
}
