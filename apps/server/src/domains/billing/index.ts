// The billing domain's public face (ADR 034): plans, subscriptions, invoices, cash payments, the billing lifecycle jobs and the office address printed on invoices.
// Other domains and the composition roots import only what is exported here, never a file inside.
export { cashPaymentsRoutes } from './cash-payments/cash-payments.routes';
export { invoicesRoutes } from './invoices/invoices.routes';
export { billingLifecycleRoutes } from './lifecycle/billing-lifecycle.routes';
export { startBillingSchedule } from './lifecycle/billing-schedule';
export { officeAddressFor } from './office-address/office-address-for';
export { readOfficeAddress } from './office-address/office-address.queries';
export { officeAddressRoutes } from './office-address/office-address.routes';
export { planManagementRoutes } from './plan-management/plan-management.routes';
export { issuePeriodInvoice } from './shared/issue-period-invoice';
export { toPlan } from './shared/to-plan';
export { subscriptionChangeRoutes } from './subscription-change/subscription-change.routes';
export { subscriptionPlansRoutes } from './subscription-plans/subscription-plans.routes';
export { billingSummaryRoutes } from './summary/billing-summary.routes';
