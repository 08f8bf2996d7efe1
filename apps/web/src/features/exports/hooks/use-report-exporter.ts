import type { Match, SearchMeta, SearchResult } from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { languageSchema } from '@/lib/language';
import type { Language } from '@/lib/language';
import { saveFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';
import { fetchPdfReport } from '../api/fetch-pdf-report';
import { buildAuditRows } from '../lib/audit-block';
import type { AuditLabels } from '../lib/audit-block';
import { buildCsv } from '../lib/build-csv';
import { reportFileName } from '../lib/report-file-name';
import { buildReportTable } from '../lib/report-table';
import type { ReportLabels } from '../lib/report-table';
import type { AdditionalInfoLabels } from '../lib/translate-additional-info';

/** A completed search, as the search screen holds it. */
export interface ReportSource {
  result: SearchResult;
  meta: SearchMeta;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function useReportLabels(): ReportLabels {
  const { t } = useTranslation('search');
  const additionalInfo = useAdditionalInfoLabels();
  return {
    additionalInfo,
    columns: {
      matchNumber: t('export.columns.matchNumber'),
      fullName: t('export.columns.fullName'),
      arabicName: t('export.columns.arabicName'),
      nationality: t('export.columns.nationality'),
      dateOfBirth: t('export.columns.dateOfBirth'),
      sanctionList: t('export.columns.sanctionList'),
      confidence: t('export.columns.confidence'),
      riskLevel: t('export.columns.riskLevel'),
      additionalInfo: t('export.columns.additionalInfo'),
      aiAnalysis: t('export.columns.aiAnalysis'),
    },
    riskLevels: {
      high: t('riskLevels.high'),
      medium: t('riskLevels.medium'),
      low: t('riskLevels.low'),
    },
    lists: {
      ofac: t('listFilters.ofac'),
      un: t('listFilters.un'),
      eu: t('listFilters.eu'),
      uk: t('listFilters.uk'),
    },
  };
}

const INFO_LABEL_KEYS = [
  'Type',
  'Aliases',
  'Dates_of_Birth',
  'Place_of_Birth',
  'Gender',
  'Titles',
  'Passport',
  'National_ID',
  'Document',
  'Address',
  'Programmes',
  'Listed_On',
  'Remarks',
] as const;
const INFO_VALUE_KEYS = [
  'Individual',
  'Entity',
  'Vessel',
  'Aircraft',
  'Unknown',
  'Male',
  'Female',
] as const;

/** The server's English additional-information labels (key = label with '_' for spaces) in the interface language. */
function useAdditionalInfoLabels(): AdditionalInfoLabels {
  const { t } = useTranslation('common');
  return {
    labels: Object.fromEntries(
      INFO_LABEL_KEYS.map((key) => [key.replaceAll('_', ' '), t(`exportInfo.labels.${key}`)]),
    ),
    values: Object.fromEntries(INFO_VALUE_KEYS.map((key) => [key, t(`exportInfo.values.${key}`)])),
  };
}

function useAuditLabels(lists: ReportLabels['lists']): AuditLabels {
  const { t } = useTranslation('common');
  return {
    title: t('exportAudit.title'),
    searchId: t('exportAudit.searchId'),
    user: t('exportAudit.user'),
    generatedAt: t('exportAudit.generatedAt'),
    query: t('exportAudit.query'),
    algorithm: t('exportAudit.algorithm'),
    listVersions: t('exportAudit.listVersions'),
    totalMatches: t('exportAudit.totalMatches'),
    lists,
  };
}

/**
 * CSV and Excel built in the browser, the PDF evidence report from the server; when Excel or PDF
 * fails a CSV download follows (spec 4) so the analyst always leaves with a file.
 */
export function useReportExporter() {
  const { t, i18n } = useTranslation('search');
  const labels = useReportLabels();
  const auditLabels = useAuditLabels(labels.lists);
  const { t: tCommon } = useTranslation('common');
  const { user } = useAuth();
  const [isPdfPending, setIsPdfPending] = useState(false);
  const parsedLanguage = languageSchema.safeParse(i18n.language);
  const language: Language = parsedLanguage.success ? parsedLanguage.data : 'en';

  const tableOf = (matches: readonly Match[]) =>
    buildReportTable(matches, { language, labels, includeDetails: true });

  // The file carries who ran which search against which list versions, so it stands as evidence alone.
  const auditOf = (source: ReportSource) =>
    buildAuditRows(
      {
        searchId: source.result.searchId,
        user: user ? `${user.firstName} ${user.lastName} <${user.email}>` : '',
        generatedAt: new Date(),
        query: source.result.query,
        algorithm: source.meta.algorithm,
        listVersions: source.meta.listVersions,
        totalMatches: source.result.totalMatches,
      },
      auditLabels,
    );

  const exportCsv = (source: ReportSource) => {
    const csv = buildCsv(tableOf(source.result.matches), auditOf(source));
    saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), reportFileName('csv'));
  };

  const fallBackToCsv = (source: ReportSource, format: 'excel' | 'pdf', error: unknown) => {
    console.error(`${format} export failed`, error);
    toast({
      title: t('export.failedTitle'),
      description: t(format === 'excel' ? 'export.excelFallback' : 'export.pdfFallback'),
      variant: 'destructive',
    });
    exportCsv(source);
  };

  // The workbook builder (fflate) loads on the first Excel export, not with the search screen.
  const exportExcel = (source: ReportSource) => {
    void import('../lib/build-xlsx')
      .then(({ buildXlsx }) => {
        const bytes = buildXlsx(tableOf(source.result.matches), {
          isRightToLeft: language === 'ar',
          audit: { sheetName: tCommon('exportAudit.sheet'), rows: auditOf(source) },
        });
        saveFile(new Blob([new Uint8Array(bytes)], { type: XLSX_TYPE }), reportFileName('xlsx'));
      })
      .catch((error: unknown) => fallBackToCsv(source, 'excel', error));
  };

  const exportPdf = async (source: ReportSource, matchIndex?: number) => {
    setIsPdfPending(true);
    try {
      const pdf = await fetchPdfReport({ searchId: source.result.searchId, language, matchIndex });
      const matchName =
        matchIndex === undefined
          ? undefined
          : source.result.matches[matchIndex]?.sanctionEntry.fullName;
      saveFile(pdf, reportFileName('pdf', new Date(), matchName));
    } catch (error) {
      fallBackToCsv(source, 'pdf', error);
    } finally {
      setIsPdfPending(false);
    }
  };

  return { exportCsv, exportExcel, exportPdf, isPdfPending };
}
