import type { ListEntity } from '@sanctions/screening';
import { bare } from './name-tools';

const SLAVIC_COUNTRY = /russia|ukrain|belarus|soviet|moldov|kazakh|kyrgyz|uzbek|tajik/i;
const PATRONYMIC = /(ovich|evich|ovych|evych|ich|ovna|evna|ivna|ichna)$/;
const SLAVIC_FAMILY = /(ov|ova|ev|eva|in|ina|sky|skiy|skii|skaya|enko|uk|chuk|ich|yn|ko)$/;

export function isPatronymic(token: string): boolean {
  return PATRONYMIC.test(bare(token)) && bare(token).length >= 6;
}

/** A person of the former Soviet space with a name of the usual shape (given, patronymic?, family). */
export function isSlavicPerson(entity: ListEntity, parts: readonly string[]): boolean {
  if (entity.type !== 'individual' || parts.length < 2 || parts.length > 4) return false;
  if (!parts.every((t) => /^[A-Za-z'-]+$/.test(t))) return false;
  const country = [...entity.nationalities, ...entity.birthPlaces].some((n) =>
    SLAVIC_COUNTRY.test(n),
  );
  const family = bare(parts.at(-1) ?? '');
  return (country && SLAVIC_FAMILY.test(family)) || parts.some(isPatronymic);
}
