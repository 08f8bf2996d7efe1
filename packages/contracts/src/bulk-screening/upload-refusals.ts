/**
 * Message keys (ADR 005) of the refusals of a hostile or broken upload (issue 24): the server sends the
 * English message with the key, and the web shows its own text for the key in other languages.
 * `line` is the file line (CSV) or sheet row (Excel) of the refused cell or row.
 */
export const UPLOAD_MESSAGE_KEYS = [
  'bulkFile.cellTooLong',
  'bulkFile.rowTooLong',
  'bulkFile.oversizedXlsx',
  'bulkFile.tooMuchMemory',
  'upload.malformedMultipart',
] as const;
export type UploadMessageKey = (typeof UPLOAD_MESSAGE_KEYS)[number];
