// The bulk domain's public face (ADR 034): bulk screening of uploaded CSV/XLSX files (jobs, rows, results) and the file reading and writing behind it.
// Other domains and the composition roots import only what is exported here, never a file inside.
export { UTF8_BOM, csvLine, neutraliseCell } from './files/index';
export { findBulkRowHitSource } from './screening/bulk-row-hit-source.service';
export { bulkScreeningRoutes } from './screening/bulk-screening.routes';
