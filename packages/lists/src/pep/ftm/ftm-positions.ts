import type { PepLevel, PepPosition } from '@sanctions/screening';
import { ftmIsoDate } from './ftm-dates';
import { ftmValue, ftmValues } from './ftm-line-schema';
import type { FtmEntity } from './ftm-line-schema';

/**
 * The level of a Position from its OpenSanctions topics: `gov.igo` is an international
 * organisation, `gov.state`/`gov.muni` (or a `subnationalArea`) regional, anything else national,
 * since a source lists a function as politically exposed only when it is at least that.
 */
export function positionLevel(position: FtmEntity): PepLevel {
  const topics = ftmValues(position, 'topics');
  if (topics.includes('gov.igo')) return 'international_organisation';
  if (topics.includes('gov.state') || topics.includes('gov.muni')) return 'regional';
  if (ftmValue(position, 'subnationalArea') !== undefined) return 'regional';
  return 'national';
}

/**
 * One held function: the Occupancy's dates and status with its Position's name, organisation
 * and country. The organisation is an entity id; its name is used when the file has it.
 */
export function occupancyPosition(
  occupancy: FtmEntity,
  position: FtmEntity,
  byId: ReadonlyMap<string, FtmEntity>,
): PepPosition {
  const organisationId = ftmValue(position, 'organization');
  const organisation = organisationId === undefined ? undefined : byId.get(organisationId);
  const body = organisation === undefined ? undefined : ftmValue(organisation, 'name');
  const country = ftmValue(position, 'country');
  const startDate = ftmIsoDate(
    ftmValue(occupancy, 'startDate') ?? ftmValue(occupancy, 'declarationDate'),
  );
  const endDate = ftmIsoDate(ftmValue(occupancy, 'endDate'));
  const ended = ftmValue(occupancy, 'status') === 'ended';
  return {
    role: ftmValue(position, 'name') ?? position.caption ?? position.id,
    ...(body === undefined ? {} : { body }),
    ...(country === undefined ? {} : { country: country.toUpperCase() }),
    level: positionLevel(position),
    ...(startDate === undefined ? {} : { startDate }),
    ...(endDate === undefined ? {} : { endDate }),
    ...(ended ? { ended } : {}),
  };
}
