import { describe, expect, it } from 'vitest';
import { curlExamples, exampleKey } from './curl-examples';

describe('curl examples', () => {
  it("writes the user's key prefix with a placeholder for the rest, or a placeholder alone", () => {
    expect(exampleKey('ssk_live_Ab12')).toBe('ssk_live_Ab12<rest-of-your-key>');
    expect(exampleKey(null)).toBe('<your-api-key>');
  });

  it('calls the four public routes on the given origin with both header forms', () => {
    const examples = curlExamples(
      'https://screening.example.com/',
      'ssk_live_Ab12<rest-of-your-key>',
    );
    expect(examples.search).toContain("curl -X POST 'https://screening.example.com/api/v2/search'");
    expect(examples.search).toContain("-H 'X-API-Key: ssk_live_Ab12<rest-of-your-key>'");
    expect(examples.bulk).toContain("'https://screening.example.com/api/v2/bulk-search'");
    expect(examples.bulk).toContain("-H 'Authorization: Bearer ssk_live_Ab12<rest-of-your-key>'");
    expect(examples.bulk).toContain("-F 'file=@customers.csv'");
    expect(examples.status).toContain("'https://screening.example.com/api/v2/bulk-search/<jobId>'");
    expect(examples.results).toContain('/api/v2/bulk-search/<jobId>/results?format=csv');
  });

  it('keeps the JSON body valid', () => {
    const body = /-d '(.*)'$/m.exec(curlExamples('http://x', 'k').search)?.[1] ?? '';
    expect(JSON.parse(body)).toMatchObject({ firstName: 'Aiman', searchType: 'fuzzy' });
  });
});
