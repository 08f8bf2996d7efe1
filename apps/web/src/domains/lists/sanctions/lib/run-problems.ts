import type { ImportRun } from '@sanctions/contracts';

/**
 * What went wrong in an import run, one line per failed publication or unusable file, for the failure
 * toast and the job panel. Empty when nothing failed.
 */
export function describeRunProblems(run: ImportRun, unknownReason: string): string[] {
  const publications = run.results
    .filter((result) => result.outcome === 'failed')
    .map((result) => `${result.listSource}: ${result.reason ?? unknownReason}`);
  const files = run.errors.map((error) => `${error.file}: ${error.message}`);
  return [...publications, ...files];
}
