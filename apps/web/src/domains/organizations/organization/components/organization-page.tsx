import { OrganizationDashboard } from './organization-dashboard';
import { OrganizationDetailsGate } from './organization-details-gate';

/** /organization (spec 2): the organisation's dashboard, once its details are loaded. */
export function OrganizationPage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <OrganizationDetailsGate>
        {(details) => <OrganizationDashboard details={details} now={new Date()} />}
      </OrganizationDetailsGate>
    </div>
  );
}
