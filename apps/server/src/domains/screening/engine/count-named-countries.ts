import { countryCode } from '@sanctions/screening';
import type { ListEntity } from '@sanctions/screening';

/**
 * Distinct countries (ISO 3166-1 alpha-2) a set of list records names in a nationality, an address or an
 * identity document. Values the engine cannot resolve to a country ("Gaza Strip", free text) are not
 * counted: the landing page's figure must be one an auditor can reproduce, never an estimate.
 */
export function countNamedCountries(entities: Iterable<ListEntity>): number {
  const codes = new Set<string>();
  const add = (text: string | undefined): void => {
    if (text === undefined) return;
    const code = countryCode(text);
    if (code !== undefined) codes.add(code);
  };
  for (const entity of entities) {
    entity.nationalities.forEach(add);
    for (const address of entity.addresses) add(address.country);
    for (const document of entity.documents) add(document.country);
  }
  return codes.size;
}
