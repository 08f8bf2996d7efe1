import { DataExportCard } from './data-export-card';
import { DeleteAccountZone } from './delete-account-dialog';

/** Account tab: data export and the Danger Zone. */
export function AccountTab() {
  return (
    <div className="grid gap-6">
      <DataExportCard />
      <DeleteAccountZone />
    </div>
  );
}
