/**
 * The multipart parser (busboy, under @fastify/multipart) reports a body it cannot split with plain
 * errors that carry no code: a body cut before its closing boundary, a boundary other than the one in
 * Content-Type (the parser never finds it, so the body "ends early" too), a Content-Type without a
 * boundary, or a boundary longer than the parser accepts. Each is the client's malformed request.
 */
const MALFORMED_MULTIPART = [
  /unexpected end of (multipart data|form)/i,
  /^Multipart: Boundary not found$/,
  /^The needle cannot (have a length bigger than 256|be an empty String\/Buffer)\.?$/,
  /^Malformed part header$/i,
];

export const MALFORMED_MULTIPART_MESSAGE =
  'The upload is not a complete multipart/form-data body: it ended before its closing boundary, or its boundary differs from the one in Content-Type. Send the form again.';

export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || 'code' in error) return false;
  return MALFORMED_MULTIPART.some((pattern) => pattern.test(error.message));
}
