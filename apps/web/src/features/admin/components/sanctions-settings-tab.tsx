import { ListVersionsCard } from './list-versions-card';
import { RecentActivityCard } from './recent-activity-card';
import { RecentFailuresCard } from './recent-failures-card';
import { SanctionsActions } from './sanctions-actions';
import { SanctionsStatsCard } from './sanctions-stats-card';
import { SystemConfigurationCard } from './system-configuration-card';

/** Settings tab (spec 2): sanctions statistics, update and refresh, configuration, the import history and the recent activity list. */
export function SanctionsSettingsTab() {
  return (
    <div className="grid gap-6">
      <SanctionsActions />
      <RecentFailuresCard />
      <SanctionsStatsCard />
      <ListVersionsCard />
      <SystemConfigurationCard />
      <RecentActivityCard />
    </div>
  );
}
