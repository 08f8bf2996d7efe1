/** One multipart body the parser cannot split, with the Content-Type it is sent under. */
export interface MalformedMultipart {
  label: string;
  contentType: string;
  body: string;
}

export const MULTIPART_BOUNDARY = '----hostile-form-boundary';

/** A complete form with one CSV file in the field "file" (the malformed bodies below are cut from it). */
export const COMPLETE_MULTIPART_FORM = [
  `--${MULTIPART_BOUNDARY}`,
  'Content-Disposition: form-data; name="file"; filename="customers.csv"',
  'Content-Type: text/csv',
  '',
  'First name,Last name',
  'Ali,Hassan',
  `--${MULTIPART_BOUNDARY}--`,
  '',
].join('\r\n');

const withBoundary = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;

/** Before issue 24 each of these answered 500 INTERNAL ("Unexpected end of multipart data"). */
export const MALFORMED_MULTIPART: readonly MalformedMultipart[] = [
  {
    label: 'multipart cut before its closing boundary',
    contentType: withBoundary,
    body: COMPLETE_MULTIPART_FORM.slice(
      0,
      COMPLETE_MULTIPART_FORM.indexOf(`--${MULTIPART_BOUNDARY}--`),
    ),
  },
  {
    label: 'multipart cut inside the file part',
    contentType: withBoundary,
    body: COMPLETE_MULTIPART_FORM.slice(0, COMPLETE_MULTIPART_FORM.indexOf('Ali')),
  },
  {
    label: 'multipart with a boundary other than the header says',
    contentType: 'multipart/form-data; boundary=some-other-boundary',
    body: COMPLETE_MULTIPART_FORM,
  },
  {
    label: 'multipart without a boundary',
    contentType: 'multipart/form-data',
    body: COMPLETE_MULTIPART_FORM,
  },
  {
    label: 'multipart with a 300-character boundary',
    contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`,
    body: COMPLETE_MULTIPART_FORM,
  },
];
