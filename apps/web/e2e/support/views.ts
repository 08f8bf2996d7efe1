/** The two widths every flow is checked at: a laptop, and a phone of 390 px. */
export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** Each language at each width: a flow a user depends on is checked in all four. */
export const VIEWS = [
  [DESKTOP, 'desktop', 'en'],
  [DESKTOP, 'desktop', 'ar'],
  [PHONE, 'phone', 'en'],
  [PHONE, 'phone', 'ar'],
] as const;
