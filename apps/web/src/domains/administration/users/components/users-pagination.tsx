import { ADMIN_USERS_MAX_PAGE_SIZE } from '@sanctions/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { useUsersFormatters } from '../lib/use-users-formatters';

export const PAGE_SIZES = [10, 25, 50, ADMIN_USERS_MAX_PAGE_SIZE] as const;

interface UsersPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Pages of the server-side list: range shown, previous and next, rows per page. */
export function UsersPagination({
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
}: UsersPaginationProps) {
  const { t } = useTranslation('users');
  const format = useUsersFormatters();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={t('paging.label')}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-muted-foreground">
        {t('paging.summary', {
          from: format.number(from),
          to: format.number(to),
          total: format.number(total),
        })}
      </p>
      <div className="flex items-center gap-2">
        <label htmlFor="users-page-size" className="text-sm text-muted-foreground">
          {t('paging.pageSize')}
        </label>
        <NativeSelect
          id="users-page-size"
          className="h-9 w-20"
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {format.number(size)}
            </option>
          ))}
        </NativeSelect>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          {t('paging.previous')}
        </Button>
        <span className="text-sm">
          {t('paging.page', { page: format.number(page), pages: format.number(pages) })}
        </span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('paging.next')}
          <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
