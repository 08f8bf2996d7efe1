import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@sanctions/contracts';
import { useTestApp } from '../../test/use-test-app';

/**
 * Sends raw bytes to the listening server and reads the whole answer. The socket is not half-closed (the
 * server could drop it before answering): requests carry `Connection: close` and the server ends it.
 */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.write(request);
  });
}

function parseAnswer(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = new Map(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** Node refuses these in its HTTP parser, before Fastify: the answer must still be the envelope. */
describe('requests the HTTP parser refuses, on a listening server', () => {
  const testApp = useTestApp();
  let port = 0;

  // useTestApp closes the app, and with it the listening server.
  beforeAll(async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    port = typeof address === 'object' && address !== null ? address.port : 0;
  });

  it('answers oversized headers with 431 HEADERS_TOO_LARGE in the envelope', async () => {
    const raw = await exchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(32_000)}\r\n\r\n`,
    );
    const answer = parseAnswer(raw);
    expect(answer.status).toBe(431);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(answer.body));
    const envelope = errorEnvelopeSchema.parse(JSON.parse(answer.body));
    expect(envelope.code).toBe('HEADERS_TOO_LARGE');
    expect(answer.headers.get('x-request-id')).toBe(envelope.requestId);
  });

  it('answers a malformed request line with 400 VALIDATION_FAILED in the envelope', async () => {
    const answer = parseAnswer(await exchange(port, 'NOT AN HTTP REQUEST\r\n\r\n'));
    expect(answer.status).toBe(400);
    const envelope = errorEnvelopeSchema.parse(JSON.parse(answer.body));
    expect(envelope.code).toBe('VALIDATION_FAILED');
    expect(envelope.issues).toEqual([{ path: [], message: 'The HTTP request is malformed' }]);
  });

  it.each([
    ['a URL that cannot be decoded', '/api/v2/search/%ED%A0%80', ['400 VALIDATION_FAILED']],
    // Past the router's parameter length no API route matches: the catch-all answers the API's 404
    // when the web app is built, the parameter-length refusal (400) when it is not.
    [
      'an overlong path parameter',
      `/api/v2/search/${'x'.repeat(1_000)}`,
      ['404 NOT_FOUND', '400 VALIDATION_FAILED'],
    ],
  ])('answers %s in the envelope', async (_case, path, expected) => {
    const answer = parseAnswer(
      await exchange(port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    const { code } = errorEnvelopeSchema.parse(JSON.parse(answer.body));
    expect(expected).toContain(`${answer.status} ${code}`);
  });

  it('keeps serving ordinary requests', async () => {
    const answer = parseAnswer(
      await exchange(
        port,
        'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      ),
    );
    expect(answer.status).toBe(200);
  });
});
