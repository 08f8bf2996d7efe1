/** The names a search was run with, as one label: "Latin names / Arabic name". */
export function searchedName(names: {
  firstName: string;
  lastName: string;
  arabicName: string;
}): string {
  const latin = [names.firstName, names.lastName]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
  return [latin, names.arabicName.trim()].filter((part) => part !== '').join(' / ');
}
