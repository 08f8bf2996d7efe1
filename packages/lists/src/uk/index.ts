export { readUkOfsiXlsx, readUkOfsiCsv } from './read-uk-ofsi';
export { readUkFcdoXml } from './read-uk-fcdo';
export { UK_OFSI_LIST_SOURCE } from './map-ofsi-group';
export { UK_FCDO_LIST_SOURCE } from './map-fcdo-designation';
