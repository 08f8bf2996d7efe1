import type { AdminUserSort } from '@sanctions/contracts';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface SortState {
  sort: AdminUserSort;
  order: 'asc' | 'desc';
}

interface SortableHeaderProps {
  column: AdminUserSort;
  label: string;
  state: SortState;
  onSort: (next: SortState) => void;
}

/** A column header that sorts on the server; a second click reverses the order. */
export function SortableHeader({ column, label, state, onSort }: SortableHeaderProps) {
  const { t } = useTranslation('users');
  const active = state.sort === column;
  const Icon = !active ? ArrowUpDown : state.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className="px-3 py-2 text-start font-medium"
    >
      <button
        type="button"
        className="inline-flex items-center gap-1 hover:text-foreground"
        aria-label={t('sort.by', { column: label })}
        onClick={() =>
          onSort({
            sort: column,
            order: active && state.order === 'asc' ? 'desc' : 'asc',
          })
        }
      >
        {label}
        <Icon className="size-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}
