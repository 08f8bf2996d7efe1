export { readUsCslCsv } from './read-us-csl';
export { readBisDplTxt, isDplHeader } from './read-bis-dpl';
export { CSL_HEADER_CELLS } from './read-csl-table';
export { isTreasuryCslSource } from './csl-sources';
export { US_CSL_LIST_SOURCE } from './map-csl-party';
export { US_BIS_DPL_LIST_SOURCE } from './read-bis-dpl';
