import type { AdminOrganization } from '@sanctions/contracts';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { saveFile } from '@/lib/save-file';
import { organizationsCsv } from '../lib/organizations-csv';

/**
 * Export Report (spec 2: "prints the page"): saves the Organizations table as CSV, then opens the
 * browser's print dialog on the page, which the print styles reduce to the report itself.
 */
export function ExportReportButton({ organizations }: { organizations: AdminOrganization[] }) {
  const { t } = useTranslation('billing');

  function exportReport() {
    const csv = organizationsCsv(organizations, {
      name: t('admin.export.name'),
      email: t('admin.export.email'),
      phone: t('admin.export.phone'),
      plan: t('admin.export.plan'),
      billingCycle: t('admin.export.billingCycle'),
      status: t('admin.export.status'),
      monthlyAmount: t('admin.export.monthlyAmount'),
      currentPeriodEnd: t('admin.export.currentPeriodEnd'),
      lastPaymentAmount: t('admin.export.lastPaymentAmount'),
      lastPaymentDate: t('admin.export.lastPaymentDate'),
      searches: t('admin.export.searches'),
      activeUsers: t('admin.export.activeUsers'),
    });
    const day = new Date().toISOString().slice(0, 10);
    saveFile(
      new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      `billing-organizations-${day}.csv`,
    );
    window.print();
  }

  return (
    <Button type="button" variant="outline" onClick={exportReport}>
      <FileDown aria-hidden="true" />
      {t('admin.exportReport')}
    </Button>
  );
}
