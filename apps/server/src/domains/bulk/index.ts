// The bulk domain's public face (ADR 034): bulk screening of uploaded CSV/XLSX files (jobs, rows, results) and the file reading and writing behind it.
// Other domains and the composition roots import only what is exported here, never a file inside.
export { UTF8_BOM, csvLine, neutraliseCell } from './files/index';
// Other uploads of CSV/XLSX (an organisation's watchlist, ADR 042) read them with the same limits and reader.
export { headerKey, normaliseBulkDate, openBulkFileInWorker, sniffBulkFile } from './files/index';
export type { BulkSourceRow } from './files/index';
export {
  UPLOAD_MULTIPART_LIMITS,
  assertMultipart,
  receiveBulkUpload,
} from './screening/receive-bulk-upload';
export type { ReceivedBulkUpload } from './screening/receive-bulk-upload';
export { findBulkRowHitSource } from './screening/bulk-row-hit-source.service';
export { bulkScreeningRoutes } from './screening/bulk-screening.routes';
