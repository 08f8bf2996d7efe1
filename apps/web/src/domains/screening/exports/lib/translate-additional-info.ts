/**
 * The English line labels (and closed values) the server writes into `additionalInfo`
 * (apps/server/src/screening/to-sanction-entry.ts), with their text in the interface language.
 */
export interface AdditionalInfoLabels {
  labels: Record<string, string>;
  values: Record<string, string>;
}

const LINE = /^([A-Za-z][A-Za-z ]*?): (.*)$/;

/**
 * Replaces each "Label: value" line's label with its translation, and a value that is a closed
 * word (entity type, gender) with its own; published values (names, numbers, places) stay as they are.
 */
export function translateAdditionalInfo(text: string, translations: AdditionalInfoLabels): string {
  return text
    .split('\n')
    .map((line) => {
      const parts = LINE.exec(line);
      const label = parts?.[1];
      const value = parts?.[2];
      if (label === undefined || value === undefined) return line;
      const translatedLabel = translations.labels[label];
      if (translatedLabel === undefined) return line;
      return `${translatedLabel}: ${translations.values[value] ?? value}`;
    })
    .join('\n');
}
