export { readEuFsfXml, EU_FSF_NAMESPACE } from './read-eu-fsf';
export { EU_LIST_SOURCE } from './map-eu-entity';
