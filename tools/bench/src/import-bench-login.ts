/** Signs in over HTTP and returns the access token (the benchmarks drive a real server). */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v2/auth-simple/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body: unknown = await response.json();
  const token = readAccessToken(body);
  if (!response.ok || token === undefined) {
    throw new Error(`login of ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return token;
}

function readAccessToken(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('data' in body)) return undefined;
  const { data } = body;
  if (typeof data !== 'object' || data === null || !('tokens' in data)) return undefined;
  const { tokens } = data;
  if (typeof tokens !== 'object' || tokens === null || !('accessToken' in tokens)) return undefined;
  return typeof tokens.accessToken === 'string' ? tokens.accessToken : undefined;
}
