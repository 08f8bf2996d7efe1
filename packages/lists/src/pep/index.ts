export { pepTier, hasEnded } from './pep-tier';
export { readUsCongressYaml } from './us-congress/read-us-congress-yaml';
export { US_CONGRESS_LIST_SOURCE } from './us-congress/map-congress-person';
export { readFtmPep } from './ftm/read-ftm-pep';
export { FTM_LIST_SOURCE } from './ftm/map-ftm-person';
