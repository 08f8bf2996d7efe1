import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useNumberFormat } from '../lib/use-number-format';

/** Previous/next paging with "Page X of Y" and the total. */
export function Pager({
  page,
  pageSize,
  total,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('super-admin');
  const number = useNumberFormat();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      className="flex flex-wrap items-center justify-between gap-2 text-sm"
      aria-label={t('common.pageOf', { page: number(page), pages: number(pages) })}
    >
      <span className="text-muted-foreground">
        {t('common.totalRows', { value: number(total) })}
      </span>
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          {t('common.previous')}
        </Button>
        <span>{t('common.pageOf', { page: number(page), pages: number(pages) })}</span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          {t('common.next')}
        </Button>
      </div>
    </nav>
  );
}
