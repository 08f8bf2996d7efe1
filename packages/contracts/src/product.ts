/**
 * The product's one name, in every language and on every surface: the interface (through the i18n
 * default variable `{{product}}` and the page title), the e-mails, the invoices and reports, the
 * authenticator entry and the API description (issue 23 §6: "SanctionScreen" and "Sanctions Screening"
 * were both in use). A brand is not translated.
 */
export const PRODUCT_NAME = 'SanctionScreen';
