export {
  sniffBulkFile,
  EMPTY_FILE_MESSAGE,
  LEGACY_XLS_MESSAGE,
  NOT_CSV_OR_EXCEL_MESSAGE,
} from './sniff-bulk-file';
// The features read uploads only through the bounded worker; openBulkFile itself runs inside it.
export { openBulkFileInWorker, READER_OUT_OF_MEMORY_MESSAGE } from './open-bulk-file-in-worker';
export { TOO_MANY_COLUMNS_MESSAGE } from './open-bulk-file';
export type { BulkFileReader, BulkSourceRow } from './open-bulk-file';
export { TOO_MANY_ROWS_MESSAGE } from './row-limits';
export { NOT_UTF8_MESSAGE } from './csv-records';
export { XLSX_DAMAGED_MESSAGE, XLSX_TOO_LARGE_MESSAGE } from './xlsx-zip-guard';
export { suggestBulkMapping, unmappedBulkFields } from './suggest-bulk-mapping';
export { validateBulkRow, validateBulkSourceRow, MAX_REFERENCE_LENGTH } from './validate-bulk-row';
export type { BulkEntityType, BulkRowValidation, ValidBulkFields } from './validate-bulk-row';
export { writeBulkTemplate } from './write-bulk-template';
export { writeBulkResults } from './write-bulk-results';
export type { BulkPepCells, BulkResultLine, BulkWatchlistCells } from './write-bulk-results';
export type { BulkFileLocale } from './bulk-file-texts';
export type { BulkFileFormat } from '@sanctions/contracts';
export { UTF8_BOM, csvLine } from './csv-line';
export { neutraliseCell } from './neutralise-cell';
export { CELL_TOO_LONG_MESSAGE, ROW_TOO_LONG_MESSAGE, MAX_CELL_CHARS } from './cell-limits';
export { XLSX_OVERSIZED_MESSAGE } from './xml-markup-limits';
export { normaliseBulkDate } from './bulk-date';
export { headerKey } from './header-key';
