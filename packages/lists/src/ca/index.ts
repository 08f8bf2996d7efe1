export { readCaSemaXml, looksLikeCaSema } from './read-ca-sema';
export { CA_SEMA_LIST_SOURCE } from './map-ca-sema-record';
