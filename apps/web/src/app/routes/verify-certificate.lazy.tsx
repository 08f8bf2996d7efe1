import { VerifyCertificatePage } from '@/features/certificate-verification/components/verify-certificate-page';
import { verifyCertificateRoute } from './verify-certificate';

/** The certificate check, loaded with its route. */
export function VerifyCertificateRoute() {
  const search = verifyCertificateRoute.useSearch();
  return <VerifyCertificatePage {...search} />;
}
