export { readAuDfatXlsx } from './read-au-dfat';
export { findAuDfatHeader } from './read-au-dfat-table';
export { AU_DFAT_LIST_SOURCE } from './map-au-party';
