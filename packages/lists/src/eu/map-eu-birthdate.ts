import type { PartialDate } from '@sanctions/screening';
import type { XmlElement } from '../common/xml-stream';
import { euAttribute, euFlag } from './eu-attributes';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Maps an FSF `birthdate` element to a partial date: the full `birthdate` attribute, else
 * `year`/`monthOfYear`/`dayOfMonth`, else a `yearRangeFrom`..`yearRangeTo` range; `circa="true"`
 * marks it approximate. `undefined` when the element gives only a place.
 */
export function mapEuBirthdate(el: XmlElement): PartialDate | undefined {
  const circa = euFlag(el, 'circa') === true ? { circa: true } : {};
  const full = euAttribute(el, 'birthdate');
  const isoMatch = full === undefined ? null : ISO_DATE.exec(full);
  if (full !== undefined && isoMatch) {
    return {
      raw: full,
      year: Number(isoMatch[1]),
      month: Number(isoMatch[2]),
      day: Number(isoMatch[3]),
      ...circa,
    };
  }
  const year = positiveInt(euAttribute(el, 'year'));
  const month = positiveInt(euAttribute(el, 'monthOfYear'));
  const day = positiveInt(euAttribute(el, 'dayOfMonth'));
  if (year !== undefined) {
    const raw = [year, month, day]
      .filter((part) => part !== undefined)
      .map((part) => String(part).padStart(2, '0'))
      .join('-');
    return {
      raw: circa.circa ? `circa ${raw}` : raw,
      year,
      ...(month !== undefined ? { month } : {}),
      ...(month !== undefined && day !== undefined ? { day } : {}),
      ...circa,
    };
  }
  const from = positiveInt(euAttribute(el, 'yearRangeFrom'));
  const to = positiveInt(euAttribute(el, 'yearRangeTo'));
  if (from !== undefined && to !== undefined)
    return { raw: `${from} to ${to}`, year: from, toYear: to, ...circa };
  if (from !== undefined) return { raw: `${from}`, year: from, ...circa };
  return undefined;
}

function positiveInt(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
}
