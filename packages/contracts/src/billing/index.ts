export * from './money';
export * from './invoices';
export * from './cash-payments';
export * from './billing-summary';
export * from './admin-billing';
export * from './subscription-change';
