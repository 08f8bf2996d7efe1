export { readJpMofXlsx } from './read-jp-mof';
export { isJpMofSheet } from './jp-mof-columns';
export { JP_MOF_LIST_SOURCE } from './map-jp-mof-row';
