export { groupParties } from './group-parties';
export type { GroupReason, PartyGroup, PartyGrouping } from './group-parties';
export type { GroupReasonKind, PartyKey } from './party-keys';
export { partyKeys } from './party-keys';
export type { GroupableRecord } from './groupable-record';
export { recordKey } from './groupable-record';
