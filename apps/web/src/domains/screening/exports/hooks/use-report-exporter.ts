import type {
  ExportTemplateConfiguration,
  Match,
  SearchMeta,
  SearchResult,
} from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { languageSchema } from '@/lib/language';
import type { Language } from '@/lib/language';
import { saveFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';
import { fetchCertificate, fetchPdfReport } from '../api/fetch-pdf-report';
import { buildAuditRows } from '../lib/audit-block';
import type { AuditLabels } from '../lib/audit-block';
import { buildCsv } from '../lib/build-csv';
import { buildJsonExport } from '../lib/build-json-export';
import { buildHeaderRows, DEFAULT_LAYOUT, layoutOf } from '../lib/export-layout';
import type { ExportLayout, HeaderLabels } from '../lib/export-layout';
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
      status: t('export.columns.status'),
      matchType: t('export.columns.matchType'),
      placeOfBirth: t('export.columns.placeOfBirth'),
      aliases: t('export.columns.aliases'),
      remarks: t('export.columns.remarks'),
    },
    riskLevels: {
      high: t('riskLevels.high'),
      medium: t('riskLevels.medium'),
      low: t('riskLevels.low'),
    },
    statuses: {
      active_sanction: t('statuses.active_sanction'),
      review_required: t('statuses.review_required'),
      likely_clear: t('statuses.likely_clear'),
    },
    matchTypes: {
      exact: t('matchTypes.exact'),
      alias: t('matchTypes.alias'),
      transliteration: t('matchTypes.transliteration'),
      phonetic: t('matchTypes.phonetic'),
      fuzzy: t('matchTypes.fuzzy'),
    },
    lists: {
      ofac: t('listFilters.ofac'),
      un: t('listFilters.un'),
      eu: t('listFilters.eu'),
      uk: t('listFilters.uk'),
      ca: t('listFilters.ca'),
      au: t('listFilters.au'),
      us_csl: t('listFilters.us_csl'),
      jp: t('listFilters.jp'),
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

function useHeaderLabels(riskLevels: ReportLabels['riskLevels']): HeaderLabels {
  const { t } = useTranslation('common');
  return {
    customFields: t('exportAudit.customFields'),
    summary: t('exportAudit.summary'),
    totalMatches: t('exportAudit.totalMatches'),
    riskMatches: {
      high: t('exportAudit.riskMatches', { level: riskLevels.high }),
      medium: t('exportAudit.riskMatches', { level: riskLevels.medium }),
      low: t('exportAudit.riskMatches', { level: riskLevels.low }),
    },
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
  const headerLabels = useHeaderLabels(labels.riskLevels);
  const { t: tCommon } = useTranslation('common');
  const { user } = useAuth();
  const [isPdfPending, setIsPdfPending] = useState(false);
  const parsedLanguage = languageSchema.safeParse(i18n.language);
  const language: Language = parsedLanguage.success ? parsedLanguage.data : 'en';

  const tableOf = (matches: readonly Match[], layout: ExportLayout) =>
    buildReportTable(matches, {
      language,
      labels,
      includeDetails: true,
      columns: layout.matches ? layout.columns : [],
    });

  const auditContextOf = (source: ReportSource) => ({
    searchId: source.result.searchId,
    user: user ? `${user.firstName} ${user.lastName} <${user.email}>` : '',
    generatedAt: new Date(),
    query: source.result.query,
    algorithm: source.meta.algorithm,
    listVersions: source.meta.listVersions,
  });

  // The file carries who ran which search against which list versions, so it stands as evidence
  // alone; a template adds its fields and summary, or leaves the audit block out.
  const headerOf = (source: ReportSource, layout: ExportLayout) =>
    buildHeaderRows(
      layout,
      {
        auditRows: buildAuditRows(
          { ...auditContextOf(source), totalMatches: source.result.totalMatches },
          auditLabels,
        ),
        matches: source.result.matches,
        totalMatches: source.result.totalMatches,
      },
      headerLabels,
    );

  const layoutFor = (configuration?: ExportTemplateConfiguration) =>
    configuration ? layoutOf(configuration) : DEFAULT_LAYOUT;

  const exportCsv = (source: ReportSource, configuration?: ExportTemplateConfiguration) => {
    const layout = layoutFor(configuration);
    const csv = buildCsv(tableOf(source.result.matches, layout), headerOf(source, layout));
    saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), reportFileName('csv'));
  };

  /** A template's JSON export (templates are the only way to JSON). */
  const exportJson = (source: ReportSource, configuration: ExportTemplateConfiguration) => {
    const layout = layoutOf(configuration);
    const document = buildJsonExport({
      layout,
      columns: layout.columns,
      table: tableOf(source.result.matches, layout),
      audit: auditContextOf(source),
      totalMatches: source.result.totalMatches,
      riskCounts: {
        high: source.result.matches.filter((match) => match.riskLevel === 'high').length,
        medium: source.result.matches.filter((match) => match.riskLevel === 'medium').length,
        low: source.result.matches.filter((match) => match.riskLevel === 'low').length,
      },
    });
    saveFile(
      new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }),
      reportFileName('json'),
    );
  };

  const fallBackToCsv = (
    source: ReportSource,
    format: 'excel' | 'pdf',
    error: unknown,
    configuration?: ExportTemplateConfiguration,
  ) => {
    console.error(`${format} export failed`, error);
    toast({
      title: t('export.failedTitle'),
      description: t(format === 'excel' ? 'export.excelFallback' : 'export.pdfFallback'),
      variant: 'destructive',
    });
    exportCsv(source, configuration);
  };

  // The workbook builder (fflate) loads on the first Excel export, not with the search screen.
  const exportExcel = (source: ReportSource, configuration?: ExportTemplateConfiguration) => {
    const layout = layoutFor(configuration);
    void import('../lib/build-xlsx')
      .then(({ buildXlsx }) => {
        const header = headerOf(source, layout);
        const bytes = buildXlsx(tableOf(source.result.matches, layout), {
          isRightToLeft: language === 'ar',
          ...(header.length > 0
            ? { audit: { sheetName: tCommon('exportAudit.sheet'), rows: header } }
            : {}),
        });
        saveFile(new Blob([new Uint8Array(bytes)], { type: XLSX_TYPE }), reportFileName('xlsx'));
      })
      .catch((error: unknown) => fallBackToCsv(source, 'excel', error, configuration));
  };

  /** The PDF of the whole result or of match `matchIndex`; a template's id shapes its sections. */
  const exportPdf = async (source: ReportSource, matchIndex?: number, templateId?: string) => {
    setIsPdfPending(true);
    try {
      const pdf = await fetchPdfReport({
        searchId: source.result.searchId,
        language,
        matchIndex,
        templateId,
      });
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

  /** The certificate has no local fallback: a CSV is no certificate, so a failure is said as it is. */
  const exportCertificate = async (source: ReportSource) => {
    setIsPdfPending(true);
    try {
      const pdf = await fetchCertificate(source.result.searchId, language);
      saveFile(pdf, `screening-certificate-${source.result.searchId}.pdf`);
    } catch (error) {
      console.error('certificate failed', error);
      toast({
        title: t('export.failedTitle'),
        description: t('results.certificateFailed'),
        variant: 'destructive',
      });
    } finally {
      setIsPdfPending(false);
    }
  };

  return { exportCsv, exportExcel, exportJson, exportPdf, exportCertificate, isPdfPending };
}
