import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the receiver does with the next request: answer a status, or never answer (a timeout). */
export type ReceiverAnswer = { status: number; body?: string } | 'hang';

export interface WebhookTestReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Answers to give, in order; when empty, 200 "ok". */
  answers: ReceiverAnswer[];
  close(): Promise<void>;
}

/** A real HTTP receiver on 127.0.0.1 for delivery tests: records each request and answers as told. */
export async function startWebhookReceiver(): Promise<WebhookTestReceiver> {
  const received: ReceivedWebhook[] = [];
  const answers: ReceiverAnswer[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const answer = answers.shift() ?? { status: 200, body: 'ok' };
      if (answer === 'hang') {
        hanging.push(response);
        return;
      }
      response.statusCode = answer.status;
      response.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('receiver has no port');
  const { port } = address;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answers,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
