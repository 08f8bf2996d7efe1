import type { WatchlistVersion } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';

/** Every version of a watchlist, newest first, with its counts and its delta to the one before. */
export function WatchlistVersionsTable({ versions }: { versions: readonly WatchlistVersion[] }) {
  const { t, i18n } = useTranslation('watchlists');
  const number = new Intl.NumberFormat(i18n.language);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('versions.caption')}</caption>
        <thead>
          <tr className="border-b">
            {(
              ['version', 'uploaded', 'file', 'entries', 'added', 'removed', 'changed'] as const
            ).map((column) => (
              <th key={column} scope="col" className="py-2 pe-3 text-start whitespace-nowrap">
                {t(`versions.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {versions.map((version) => (
            <tr key={version.id} className="border-b">
              <td className="py-2 pe-3 tabular-nums">{number.format(version.version)}</td>
              <td className="py-2 pe-3 whitespace-nowrap">
                {date.format(new Date(version.createdAt))}
              </td>
              <td className="max-w-48 py-2 pe-3 break-words">
                <bdi>{version.fileName}</bdi>
              </td>
              <td className="py-2 pe-3 tabular-nums">{number.format(version.entryCount)}</td>
              <td className="py-2 pe-3 tabular-nums">{number.format(version.added)}</td>
              <td className="py-2 pe-3 tabular-nums">{number.format(version.removed)}</td>
              <td className="py-2 pe-3 tabular-nums">{number.format(version.changed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
