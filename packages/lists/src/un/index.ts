export { readUnConsolidatedXml } from './read-un-consolidated';
export { UN_LIST_SOURCE } from './map-un-record';
