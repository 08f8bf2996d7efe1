import type { PepEntry, PepMatch, PepPositionDto, PepTierName } from '@sanctions/contracts';
import { pepTier } from '@sanctions/lists';
import type { ListEntity, PepPosition, PepRelation, ScreeningMatch } from '@sanctions/screening';
import { pepAnalysis } from './pep-analysis';

/**
 * Maps an engine match on a PEP record to the reply's PEP hit, or undefined for a record that is not a
 * PEP (never expected: the PEP query asks the PEP sources only). `asOf` (ISO date) decides the tier.
 */
export function toPepMatchDto(
  match: ScreeningMatch<ListEntity>,
  asOf: string,
): PepMatch | undefined {
  const entity = match.entity;
  const profile = entity.pep;
  if (entity.sourceKind !== 'pep' || profile === undefined) return undefined;
  if (entity.sanctionList !== 'pep_us_congress' && entity.sanctionList !== 'pep_ftm')
    return undefined;
  const tier: PepTierName = pepTier(profile, asOf);
  const positions = profile.positions.map(toPosition);
  const [primary, ...others] = entity.names;
  const pepEntry: PepEntry = {
    pepSource: entity.sanctionList,
    sourceId: entity.sourceId,
    listSource: entity.listSource,
    fullName: primary?.full.trim() ?? '',
    aliases: others.map((name) => name.full.trim()),
    birthDates: entity.birthDates.map((date) => date.raw),
    nationalities: [...entity.nationalities],
    ...(entity.gender === undefined ? {} : { gender: entity.gender }),
    tier,
    positions,
    relatives: profile.relatives.map(toRelation),
    associates: profile.associates.map(toRelation),
  };
  return {
    pepEntry,
    confidence: match.confidence,
    matchedName: match.matchedName.full.trim(),
    action: 'enhanced_due_diligence',
    analysis: pepAnalysis(pepEntry, match.confidence),
  };
}

// Field by field: the reply is serialised without schema stripping.
function toPosition(position: PepPosition): PepPositionDto {
  return {
    role: position.role,
    level: position.level,
    ...(position.body === undefined ? {} : { body: position.body }),
    ...(position.country === undefined ? {} : { country: position.country }),
    ...(position.startDate === undefined ? {} : { startDate: position.startDate }),
    ...(position.endDate === undefined ? {} : { endDate: position.endDate }),
    ...(position.ended === undefined ? {} : { ended: position.ended }),
  };
}

function toRelation(relation: PepRelation) {
  return {
    name: relation.name,
    ...(relation.relationship === undefined ? {} : { relationship: relation.relationship }),
  };
}
