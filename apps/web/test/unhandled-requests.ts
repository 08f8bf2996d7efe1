/**
 * Requests no MSW handler answered. MSW 2's 'error' strategy only logs them and fails the fetch,
 * which a component usually swallows as an error state, so a test could pass while talking to
 * nothing: the setup records them here and fails the test that made them.
 */
const unhandled: string[] = [];

export function recordUnhandledRequest(request: Request): void {
  unhandled.push(`${request.method} ${request.url}`);
}

/** Empties the record and returns what it held. */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}

/** Throws, naming each method and URL, when a request went unanswered since the last call. */
export function failOnUnhandledRequests(): void {
  const requests = takeUnhandledRequests();
  if (requests.length === 0) return;
  throw new Error(
    `${requests.length} request(s) without an MSW handler; give the test a handler for each:\n` +
      requests.map((request) => `  ${request}`).join('\n'),
  );
}
