/**
 * A file of a publication that cannot be used, naming that file: in a set of files (OFAC sdn.csv +
 * alt.csv...) the reason must point at the damaged one, not at the set's first file.
 */
export class DamagedFileError extends Error {
  override name = 'DamagedFileError';

  constructor(
    readonly file: string,
    message: string,
  ) {
    super(message);
  }
}
