/**
 * The billing domain's public face: what the router, the app shell and other domains use from it.
 * Nothing outside src/domains/billing/ imports a file inside it.
 */
export { OfficeAddressCard } from './office-address/components/office-address-card';
export { PlansPage } from './plan-management/components/plans-page';
export { formatPlanPrice } from './plans/format-plan-price';
export { planHighlights } from './plans/plan-highlights';
export { usePlans } from './plans/plans-query';
export { useYearlySaving } from './plans/use-yearly-saving';
export { loadBillingPage } from './page-loaders';
