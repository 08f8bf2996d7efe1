import type { ReactNode } from 'react';
import { PepSourcesCard } from './pep-sources-card';
import { ListVersionsCard } from './list-versions-card';
import { RecentFailuresCard } from './recent-failures-card';
import { SanctionsActions } from './sanctions-actions';
import { SanctionsStatsCard } from './sanctions-stats-card';
import { SystemConfigurationCard } from './system-configuration-card';

/** Settings tab (spec 2): sanctions statistics, update and refresh, configuration, the import history and the recent activity list. */
interface SanctionsSettingsTabProps {
  /** The recent activity list under the import history, composed by the route (features never import each other). */
  recentActivity?: ReactNode;
  /** The office address card (super admins), composed by the route likewise. */
  officeAddress?: ReactNode;
}

export function SanctionsSettingsTab({ recentActivity, officeAddress }: SanctionsSettingsTabProps) {
  // One shrinkable column: the cards' wide tables scroll inside their own boxes instead of widening
  // the grid's auto track to the tables' width (830 px at a 390 px phone, issue 23 §6).
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <SanctionsActions />
      <RecentFailuresCard />
      <SanctionsStatsCard />
      <ListVersionsCard />
      <PepSourcesCard />
      <SystemConfigurationCard />
      {officeAddress}
      {recentActivity}
    </div>
  );
}
