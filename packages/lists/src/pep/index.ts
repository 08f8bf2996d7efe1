export { pepTier, hasEnded } from './pep-tier';
export { readUsCongressYaml } from './us-congress/read-us-congress-yaml';
export { US_CONGRESS_LIST_SOURCE } from './us-congress/map-congress-person';
