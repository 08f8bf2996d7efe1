import { BULK_ROW_REASONS, BULK_TEMPLATE_HEADERS, bulkRowReasonKey } from '@sanctions/contracts';
import type { BulkField, BulkRowReasonKey } from '@sanctions/contracts';

export type BulkFileLocale = 'en' | 'ar';

/** Columns a results file adds after the original ones, in order. */
export const RESULT_COLUMNS = [
  'topMatch',
  'confidence',
  'risk',
  'matchType',
  'list',
  'listId',
  'allLists',
  'otherParties',
  'analysis',
  'status',
  'reason',
] as const;
export type ResultColumn = (typeof RESULT_COLUMNS)[number];

/**
 * Columns a job with `pepCheck` adds after the result columns (ADR 040): the best PEP hit of the row, apart
 * from the sanctions verdict ("Status" stays the sanctions outcome).
 */
export const PEP_RESULT_COLUMNS = [
  'pepName',
  'pepConfidence',
  'pepPosition',
  'pepCountry',
  'pepTier',
  'pepAction',
  'pepOthers',
] as const;
export type PepResultColumn = (typeof PEP_RESULT_COLUMNS)[number];

const PEP_RESULT_HEADERS: Record<BulkFileLocale, Record<PepResultColumn, string>> = {
  en: {
    pepName: 'PEP match',
    pepConfidence: 'PEP confidence',
    pepPosition: 'PEP position',
    pepCountry: 'PEP country',
    pepTier: 'PEP tier',
    pepAction: 'PEP action',
    pepOthers: 'Other PEP matches',
  },
  ar: {
    pepName: 'تطابق مع شخص معرّض سياسياً',
    pepConfidence: 'نسبة الثقة (شخص معرّض سياسياً)',
    pepPosition: 'المنصب',
    pepCountry: 'دولة المنصب',
    pepTier: 'فئة الشخص المعرّض سياسياً',
    pepAction: 'الإجراء (شخص معرّض سياسياً)',
    pepOthers: 'تطابقات أخرى مع أشخاص معرّضين سياسياً',
  },
};

/**
 * Columns a job screened against the organisation's own watchlists adds (ADR 042): the row's best
 * watchlist hit, named by its list, apart from the sanctions columns.
 */
export const WATCHLIST_RESULT_COLUMNS = [
  'watchlistName',
  'watchlistReference',
  'watchlistReason',
  'watchlistConfidence',
] as const;
export type WatchlistResultColumn = (typeof WATCHLIST_RESULT_COLUMNS)[number];

const WATCHLIST_RESULT_HEADERS: Record<BulkFileLocale, Record<WatchlistResultColumn, string>> = {
  en: {
    watchlistName: 'Watchlist match (list)',
    watchlistReference: 'Watchlist reference',
    watchlistReason: 'Watchlist reason',
    watchlistConfidence: 'Watchlist confidence',
  },
  ar: {
    watchlistName: 'تطابق مع قائمة المراقبة (القائمة)',
    watchlistReference: 'مرجع قائمة المراقبة',
    watchlistReason: 'سبب الإدراج في قائمة المراقبة',
    watchlistConfidence: 'نسبة الثقة (قائمة المراقبة)',
  },
};

const RESULT_HEADERS: Record<BulkFileLocale, Record<ResultColumn, string>> = {
  en: {
    topMatch: 'Top match',
    confidence: 'Confidence',
    risk: 'Risk',
    matchType: 'Match type',
    list: 'List',
    listId: 'List ID',
    allLists: 'All lists of this party',
    otherParties: 'Other parties above the threshold',
    analysis: 'Analysis',
    status: 'Status',
    reason: 'Reason',
  },
  ar: {
    topMatch: 'أقرب تطابق',
    confidence: 'نسبة الثقة',
    risk: 'المخاطر',
    matchType: 'نوع التطابق',
    list: 'القائمة',
    listId: 'المعرف في القائمة',
    allLists: 'جميع قوائم هذا الطرف',
    otherParties: 'أطراف أخرى فوق الحد',
    analysis: 'التحليل',
    status: 'الحالة',
    reason: 'السبب',
  },
};

/** Status, risk and match type codes as a results file shows them; unknown codes pass unchanged. */
const VALUE_TEXTS: Record<BulkFileLocale, Record<string, string>> = {
  en: {
    pending: 'Pending',
    clear: 'Clear',
    hit: 'Hit',
    invalid: 'Invalid',
    error: 'Error',
    high: 'High',
    medium: 'Medium',
    low: 'Low',
    exact: 'Exact',
    alias: 'Alias',
    transliteration: 'Transliteration',
    phonetic: 'Phonetic',
    fuzzy: 'Fuzzy',
    national: 'National',
    regional: 'Regional',
    international_organisation: 'International organisation',
    former: 'Former',
    enhanced_due_diligence: 'Enhanced due diligence',
  },
  ar: {
    pending: 'قيد الانتظار',
    clear: 'سليم',
    hit: 'تطابق',
    invalid: 'غير صالح',
    error: 'خطأ',
    high: 'مرتفعة',
    medium: 'متوسطة',
    low: 'منخفضة',
    exact: 'مطابق تماماً',
    alias: 'اسم مستعار',
    transliteration: 'نقل حرفي',
    phonetic: 'صوتي',
    fuzzy: 'تقريبي',
    national: 'وطني',
    regional: 'إقليمي',
    international_organisation: 'منظمة دولية',
    former: 'سابق',
    enhanced_due_diligence: 'العناية الواجبة المعززة',
  },
};

const ARABIC_REASONS: Record<BulkRowReasonKey, string> = {
  noName: 'يجب إدخال حقل اسم واحد على الأقل',
  badDate: 'يجب أن يكون تاريخ الميلاد بالصيغة YYYY أو YYYY-MM أو YYYY-MM-DD',
  badType: 'يجب أن يكون النوع فرداً أو كياناً (أو فارغاً)',
  badCharacters: 'يحتوي على أحرف غير مسموح بها',
  nameTooLong: 'أحد الأسماء أطول من 300 حرف',
  nationalityTooLong: 'الجنسية أطول من 100 حرف',
  referenceTooLong: 'المرجع أطول من 200 حرف',
  wrongFieldCount: 'عدد حقول الصف لا يطابق عدد أعمدة الترويسة',
};

export function resultHeaders(
  locale: BulkFileLocale,
  withPep = false,
  withWatchlist = false,
): string[] {
  return [
    ...RESULT_COLUMNS.map((column) => RESULT_HEADERS[locale][column]),
    ...(withPep ? PEP_RESULT_COLUMNS.map((column) => PEP_RESULT_HEADERS[locale][column]) : []),
    ...(withWatchlist
      ? WATCHLIST_RESULT_COLUMNS.map((column) => WATCHLIST_RESULT_HEADERS[locale][column])
      : []),
  ];
}

export function valueText(locale: BulkFileLocale, code: string): string {
  return VALUE_TEXTS[locale][code] ?? code;
}

/** A stored (English) reason in the file's language; a reason that is not a known text passes unchanged. */
export function reasonText(locale: BulkFileLocale, reason: string): string {
  const key = bulkRowReasonKey(reason);
  if (key === null) return reason;
  return locale === 'ar' ? ARABIC_REASONS[key] : BULK_ROW_REASONS[key];
}

export function templateHeaders(locale: BulkFileLocale): Record<BulkField, string> {
  return BULK_TEMPLATE_HEADERS[locale];
}
