import type { TeamReport, TeamReportExportQuery } from '@sanctions/contracts';
import ExcelJS from 'exceljs';
import { UTF8_BOM, csvLine, neutraliseCell } from '../../bulk';

type Locale = TeamReportExportQuery['locale'];
type Cell = string | number | null;

/** Column headings and fixed words of the file, in the interface language it was asked in. */
const TEXTS = {
  en: {
    sheet: 'Team report',
    header: [
      'Member',
      'E-mail',
      'Period start',
      'Single searches',
      'Bulk rows screened',
      'Decisions recorded',
      'Four-eyes reviews',
      'Median hours to decision',
    ],
    total: 'Team total',
    deleted: 'Deleted user',
    period: { day: 'Day', week: 'Week', month: 'Month' },
  },
  ar: {
    sheet: 'تقرير الفريق',
    header: [
      'العضو',
      'البريد الإلكتروني',
      'بداية الفترة',
      'عمليات البحث الفردية',
      'صفوف البحث المجمّع المفحوصة',
      'القرارات المسجّلة',
      'مراجعات مبدأ الأربع أعين',
      'الوسيط بالساعات حتى القرار',
    ],
    total: 'إجمالي الفريق',
    deleted: 'مستخدم محذوف',
    period: { day: 'يوم', week: 'أسبوع', month: 'شهر' },
  },
} as const;

export interface TeamReportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** The header, one line per member and period with activity, and the team's total over the range. */
function lines(report: TeamReport, locale: Locale): Cell[][] {
  const texts = TEXTS[locale];
  const body = report.rows.map((row) => [
    row.userId === null ? texts.deleted : row.name,
    row.email,
    row.periodStart,
    row.singleSearches,
    row.bulkRows,
    row.decisions,
    row.reviews,
    row.medianHoursToDecision,
  ]);
  const total = report.totals;
  return [
    [...texts.header],
    ...body,
    [
      texts.total,
      '',
      `${report.from} – ${report.to} (${texts.period[report.period]})`,
      total.singleSearches,
      total.bulkRows,
      total.decisions,
      total.reviews,
      total.medianHoursToDecision,
    ],
  ];
}

/**
 * The team report as CSV (UTF-8 with BOM, so spreadsheet programs read Arabic names) or as an Excel
 * workbook (right-to-left in Arabic). Text cells are neutralised against formula injection.
 */
export async function writeTeamReportFile(
  report: TeamReport,
  format: TeamReportExportQuery['format'],
  locale: Locale,
): Promise<TeamReportFile> {
  const baseName = `team-report-${report.from}-to-${report.to}-${report.period}`;
  const table = lines(report, locale);
  if (format === 'csv') {
    return {
      fileName: `${baseName}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: Buffer.from(UTF8_BOM + table.map((cells) => csvLine(cells)).join(''), 'utf8'),
    };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(TEXTS[locale].sheet, {
    views: [{ rightToLeft: locale === 'ar', state: 'frozen', ySplit: 1 }],
  });
  for (const cells of table) {
    sheet.addRow(cells.map((cell) => (typeof cell === 'string' ? neutraliseCell(cell) : cell)));
  }
  sheet.getRow(1).font = { bold: true };
  const buffer = await workbook.xlsx.writeBuffer();
  return {
    fileName: `${baseName}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(buffer),
  };
}
