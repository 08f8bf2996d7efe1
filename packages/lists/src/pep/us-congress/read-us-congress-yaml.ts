import { parse } from 'yaml';
import type { PepPublication } from '../../model';
import { congressFileSchema } from './congress-record-schema';
import { mapCongressPerson, US_CONGRESS_LIST_SOURCE } from './map-congress-person';

const NEWLINE = 0x0a;

/**
 * Reads `legislators-current.yaml` or `executive.yaml` of the CC0 repository
 * unitedstates/congress-legislators into a PEP publication (one record per person).
 *
 * @throws Error when the YAML is malformed or cut inside a line, or a person lacks a required field.
 */
export function readUsCongressYaml(bytes: Uint8Array): PepPublication {
  // YAML has no closing marker: a file cut at a line end still parses, with fewer people (the
  // entry-count check of ADR 011 catches that); a cut inside a line is refused here.
  if (bytes.at(-1) !== NEWLINE)
    throw new Error('US Congress: the file does not end with a newline (truncated?)');
  let document: unknown;
  try {
    document = parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (error) {
    throw new Error(
      `US Congress: not readable YAML (${error instanceof Error ? error.message : String(error)})`,
      { cause: error },
    );
  }
  const people = congressFileSchema.safeParse(document);
  if (!people.success) {
    const issue = people.error.issues[0];
    throw new Error(
      `US Congress: unexpected content at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return {
    sourceKind: 'pep',
    sanctionList: 'pep_us_congress',
    listSource: US_CONGRESS_LIST_SOURCE,
    format: 'us-congress-yaml',
    entities: people.data.map(mapCongressPerson),
  };
}
