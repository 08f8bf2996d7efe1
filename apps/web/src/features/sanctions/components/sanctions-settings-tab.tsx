import type { ReactNode } from 'react';
import { ListVersionsCard } from './list-versions-card';
import { RecentFailuresCard } from './recent-failures-card';
import { SanctionsActions } from './sanctions-actions';
import { SanctionsStatsCard } from './sanctions-stats-card';
import { SystemConfigurationCard } from './system-configuration-card';

/** Settings tab (spec 2): sanctions statistics, update and refresh, configuration, the import history and the recent activity list. */
interface SanctionsSettingsTabProps {
  /** The recent activity list under the import history, composed by the route (features never import each other). */
  recentActivity?: ReactNode;
}

export function SanctionsSettingsTab({ recentActivity }: SanctionsSettingsTabProps) {
  return (
    <div className="grid gap-6">
      <SanctionsActions />
      <RecentFailuresCard />
      <SanctionsStatsCard />
      <ListVersionsCard />
      <SystemConfigurationCard />
      {recentActivity}
    </div>
  );
}
