/**
 * The Consolidated Screening List (CSL) joins eleven US lists. Those the Treasury publishes (SDN,
 * Sectoral Sanctions Identifications, Foreign Sanctions Evaders, Palestinian Legislative Council,
 * CAPTA, Non-SDN Menu-Based Sanctions, Non-SDN Chinese Military-Industrial Complex) are all
 * OFAC's own SDN and Consolidated (non-SDN) publications, which we import from OFAC directly:
 * reading them here too would show every OFAC party twice. The CSL names every Treasury source
 * "... - Treasury Department", so that suffix is the rule; what remains are the export-control
 * lists of Commerce (BIS: Entity List, Unverified List, Military End User, Denied Persons) and
 * State (ITAR Debarred, Nonproliferation Sanctions).
 */
const TREASURY_SUFFIX = /-\s*Treasury Department\s*$/i;

/** True for a CSL `source` that is one of OFAC's own lists (left to the OFAC import). */
export function isTreasuryCslSource(source: string): boolean {
  return TREASURY_SUFFIX.test(source);
}

/** The short name the CSL gives a source in brackets: "Entity List (EL) - Bureau..." -> "EL". */
export function cslSourceCode(source: string): string {
  return /\(([A-Z]{2,6})\)/.exec(source)?.[1] ?? source.trim();
}
