import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SignJWT, decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';

/** A person the test provider can sign in. */
export interface TestIdentity {
  email: string;
  givenName: string;
  familyName: string;
}

/**
 * How the provider answers: honestly, or as a broken or hostile one would. `tamper-signature` alters the
 * ID token's signature; `foreign-audience` re-signs it with the provider's real key for another client;
 * `down` answers 503 to everything.
 */
export type TestProviderMode = 'honest' | 'tamper-signature' | 'foreign-audience' | 'down';

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  mode: TestProviderMode;
  /** Who the next sign-in is, whatever the login hint says (null: the person the hint names). */
  signInAs: string | null;
  /** How many times its discovery document was asked for (a client that caches it asks less). */
  readonly discoveryRequests: number;
  addIdentity(identity: TestIdentity): void;
  close(): Promise<void>;
}

export interface TestOidcProviderOptions {
  redirectUris: string[];
  identities?: TestIdentity[];
  /** 127.0.0.1 unless told. */
  host?: string;
}

const CLIENT_ID = 'sanctions-platform';
const CLIENT_SECRET = 'loopback-test-client-secret-0123456789';

/**
 * A real OpenID Connect provider (oidc-provider) on loopback with one confidential client, PKCE required,
 * and sign-in completed without a form: the login interaction signs in the person the login hint names
 * (or `signInAs`), and consent is granted for the client's scopes.
 */
export async function startTestOidcProvider(
  options: TestOidcProviderOptions,
): Promise<TestOidcProvider> {
  const identities = new Map<string, TestIdentity>();
  for (const identity of options.identities ?? [])
    identities.set(identity.email.toLowerCase(), identity);
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingJwk = {
    ...(await exportJWK(privateKey)),
    kid: 'loopback-1',
    alg: 'RS256',
    use: 'sig',
  };

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, options.host ?? '127.0.0.1', resolve));
  const bound = server.address();
  if (bound === null || typeof bound === 'string') throw new Error('provider: no TCP address');
  const issuer = `http://${bound.address}:${bound.port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingJwk] },
    cookies: { keys: ['loopback-provider-cookie-key'] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const identity = identities.get(sub);
      if (!identity) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: identity.email,
          email_verified: true,
          given_name: identity.givenName,
          family_name: identity.familyName,
          name: `${identity.givenName} ${identity.familyName}`,
        }),
      };
    },
    // A first-party test client: consent is implied for the scopes it asks.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (accountId === undefined || clientId === undefined) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  const state: { mode: TestProviderMode; signInAs: string | null; discoveryRequests: number } = {
    mode: 'honest',
    signInAs: null,
    discoveryRequests: 0,
  };
  const callback = provider.callback();

  async function finishLogin(request: IncomingMessage, response: ServerResponse) {
    const details = await provider.interactionDetails(request, response);
    const hint = details.params['login_hint'];
    const accountId = (state.signInAs ?? (typeof hint === 'string' ? hint : '')).toLowerCase();
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
  }

  async function tamperIdToken(body: string): Promise<string> {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || !('id_token' in parsed)) return body;
    const idToken = String(parsed.id_token);
    if (state.mode === 'tamper-signature') {
      const [header, payload, signature = ''] = idToken.split('.');
      const flipped = `${signature.slice(0, -4)}${signature.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
      return JSON.stringify({ ...parsed, id_token: `${header}.${payload}.${flipped}` });
    }
    const header = decodeProtectedHeader(idToken);
    const forged = await new SignJWT({ ...decodeJwt(idToken), aud: 'another-client' })
      .setProtectedHeader({
        alg: header.alg ?? 'RS256',
        ...(header.kid ? { kid: header.kid } : {}),
      })
      .sign(privateKey);
    return JSON.stringify({ ...parsed, id_token: forged });
  }

  /** Lets the token endpoint's JSON be rewritten before it leaves, for the hostile modes. */
  function interceptTokenReply(response: ServerResponse) {
    const end = response.end.bind(response);
    const replace = (chunk: unknown) => {
      const text = Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk);
      void tamperIdToken(text).then((changed) => {
        response.setHeader('content-length', Buffer.byteLength(changed));
        end(changed);
      });
      return response;
    };
    Object.assign(response, { end: replace });
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith('/.well-known/openid-configuration')) state.discoveryRequests += 1;
    if (state.mode === 'down') {
      response.writeHead(503, { 'content-type': 'text/plain' }).end('maintenance');
      return;
    }
    const path = request.url ?? '/';
    if (request.method === 'GET' && path.startsWith('/interaction/')) {
      finishLogin(request, response).catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
      return;
    }
    if (path.startsWith('/token') && state.mode !== 'honest') interceptTokenReply(response);
    void callback(request, response);
  });

  return {
    issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    get mode() {
      return state.mode;
    },
    set mode(mode: TestProviderMode) {
      state.mode = mode;
    },
    get discoveryRequests() {
      return state.discoveryRequests;
    },
    get signInAs() {
      return state.signInAs;
    },
    set signInAs(email: string | null) {
      state.signInAs = email;
    },
    addIdentity(identity) {
      identities.set(identity.email.toLowerCase(), identity);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The cookies a browser would hold for the provider, by name (loopback test use only). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Follows the provider's redirects from the authorization URL as a browser would, until it sends the
 * browser to `redirectUri`; returns that query string (code, state, iss) for the app's completion.
 */
export async function followToCallback(
  authorizationUrl: string,
  redirectUri: string,
): Promise<string> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(redirectUri)) return new URL(url).search;
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(response);
    const location = response.headers.get('location');
    if (location === null)
      throw new Error(`provider stopped at ${url}: ${response.status} ${await readText(response)}`);
    url = new URL(location, url).href;
  }
  throw new Error('provider redirected too many times');
}

async function readText(response: Response): Promise<string> {
  return (await response.text()).slice(0, 500);
}
