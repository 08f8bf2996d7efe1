/** Stands for the part of the key the server never shows again. */
export const KEY_REST_PLACEHOLDER = '<rest-of-your-key>';
/** The whole key when the user has none yet. */
export const KEY_PLACEHOLDER = '<your-api-key>';
export const JOB_ID_PLACEHOLDER = '<jobId>';

/** The key as the examples write it: the user's own prefix and a placeholder for the secret rest. */
export function exampleKey(prefix: string | null): string {
  return prefix === null ? KEY_PLACEHOLDER : `${prefix}${KEY_REST_PLACEHOLDER}`;
}

export interface CurlExamples {
  search: string;
  bulk: string;
  status: string;
  results: string;
}

/**
 * Ready-to-run curl commands against `origin` (the server the page was loaded from). Both header forms
 * appear, so a reader sees each once; values are single-quoted so the shell leaves `<...>` alone.
 */
export function curlExamples(origin: string, key: string): CurlExamples {
  const base = origin.replace(/\/+$/, '');
  const jobUrl = `${base}/api/v2/bulk-search/${JOB_ID_PLACEHOLDER}`;
  return {
    search: [
      `curl -X POST '${base}/api/v2/search' \\`,
      `  -H 'X-API-Key: ${key}' \\`,
      `  -H 'Content-Type: application/json' \\`,
      `  -d '{"firstName":"Aiman","lastName":"Al-Zawahiri","searchType":"fuzzy","sanctionLists":"all"}'`,
    ].join('\n'),
    bulk: [
      `curl -X POST '${base}/api/v2/bulk-search' \\`,
      `  -H 'Authorization: Bearer ${key}' \\`,
      `  -F 'file=@customers.csv' \\`,
      `  -F 'searchType=fuzzy' \\`,
      `  -F 'sanctionLists=all' \\`,
      `  -F 'minConfidence=70'`,
    ].join('\n'),
    status: [`curl '${jobUrl}' \\`, `  -H 'X-API-Key: ${key}'`].join('\n'),
    results: [
      `curl -o results.csv '${jobUrl}/results?format=csv' \\`,
      `  -H 'X-API-Key: ${key}'`,
    ].join('\n'),
  };
}

/** The reply envelope, success then failure, as the server writes it. */
export const ENVELOPE_EXAMPLE = [
  '{ "success": true, "data": { ... } }',
  '',
  '{',
  '  "success": false,',
  '  "error": "Rate limit exceeded",',
  '  "message": "Rate limit exceeded",',
  '  "code": "RATE_LIMITED",',
  '  "requestId": "req-..."',
  '}',
].join('\n');
