import type { EntityName, ListEntity, PartialDate } from '@sanctions/screening';
import { detectScript } from '../common/detect-script';
import { readFreeTextDate } from '../common/read-free-text-date';
import { childText } from '../common/xml-stream';
import type { XmlElement } from '../common/xml-stream';
import { splitCaAliases } from './split-ca-aliases';

/** `listSource` of every record read from Canada's consolidated autonomous sanctions list. */
export const CA_SEMA_LIST_SOURCE = 'Canada Consolidated Autonomous Sanctions List';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Maps one `<record>` of Canada's SEMA/JVCFOA list to a {@link ListEntity}. Both schemas are read:
 * the current one (EntityOrShip, TitleOrShip, ShipIMONumber, DateOfBirthOrShipBuildDate,
 * DateOfListing) and the one published until about 2021 (Entity, Title, DateOfBirth).
 *
 * The list has no identifier: Schedule and Item restart for each regime (`Country`), so the
 * source id is "regime / schedule / item" ("Belarus / 1, Part 1 / 8"). The regime is the English
 * half of the bilingual label ("Russia / Russie" -> "Russia"). A record with an IMO number is a
 * ship: its "title" is the ship type and its "date of birth" the build year, kept in the remarks.
 *
 * @throws Error when the record has no regime, no item or no name.
 */
export function mapCaSemaRecord(el: XmlElement): ListEntity {
  const regime = childText(el, 'Country')?.split(' / ')[0]?.trim();
  const item = childText(el, 'Item');
  if (regime === undefined || item === undefined) {
    throw new Error(`Canada SEMA: a record has no ${regime === undefined ? 'Country' : 'Item'}`);
  }
  const schedule = childText(el, 'Schedule');
  const sourceId = [regime, schedule, item].filter((part) => part !== undefined).join(' / ');
  const family = clean(childText(el, 'LastName'));
  const given = clean(childText(el, 'GivenName'));
  const organisation = clean(childText(el, 'EntityOrShip') ?? childText(el, 'Entity'));
  const imoNumber = childText(el, 'ShipIMONumber');
  const isPerson = family !== undefined || given !== undefined;
  const title = clean(childText(el, 'TitleOrShip') ?? childText(el, 'Title'));
  const dateText = childText(el, 'DateOfBirthOrShipBuildDate') ?? childText(el, 'DateOfBirth');

  const primary = isPerson ? personName(given, family) : organisation;
  if (primary === undefined) throw new Error(`Canada SEMA: ${sourceId} has no name`);
  const names: EntityName[] = [
    { full: primary, kind: 'primary', script: detectScript(primary), ...nameParts(given, family) },
  ];
  for (const alias of splitCaAliases(childText(el, 'Aliases'))) {
    if (!names.some((name) => name.full === alias))
      names.push({ full: alias, kind: 'aka', script: detectScript(alias) });
  }
  const listedOn = childText(el, 'DateOfListing');
  const isShip = imoNumber !== undefined;
  return {
    sanctionList: 'ca',
    listSource: CA_SEMA_LIST_SOURCE,
    sourceId,
    type: isPerson ? 'individual' : isShip ? 'vessel' : 'entity',
    names,
    birthDates: isPerson ? readBirthDates(dateText) : [],
    birthPlaces: [],
    nationalities: [],
    addresses: [],
    documents: isShip ? [{ type: 'IMO', number: imoNumber }] : [],
    programmes: [regime],
    titles: title !== undefined && !isShip ? [title] : [],
    ...(isShip && dateText !== undefined ? { remarks: `Ship built: ${dateText}` } : {}),
    ...(!isPerson && !isShip && dateText !== undefined ? { remarks: `Date: ${dateText}` } : {}),
    ...(listedOn !== undefined && ISO_DATE.test(listedOn) ? { listedOn } : {}),
    ...(isShip ? { vessel: { imoNumber, ...(title ? { type: title } : {}) } } : {}),
    isActive: true,
  };
}

/** "1955 or 1956", "1961-01-01 OR 1962-02-02": one date per alternative. */
function readBirthDates(text: string | undefined): PartialDate[] {
  if (text === undefined) return [];
  return text.split(/\s+or\s+/i).flatMap((part) => readFreeTextDate(part) ?? []);
}

function personName(given: string | undefined, family: string | undefined): string | undefined {
  const full = [given, family].filter((part) => part !== undefined).join(' ');
  return full === '' ? undefined : full;
}

function nameParts(
  given: string | undefined,
  family: string | undefined,
): { given?: string; family?: string } {
  return given !== undefined && family !== undefined ? { given, family } : {};
}

/** The list pads some names with no-break spaces ("Jumah\u00A0"). */
function clean(text: string | undefined): string | undefined {
  const cleaned = text?.replace(/\s+/g, ' ').trim();
  return cleaned === '' ? undefined : cleaned;
}
