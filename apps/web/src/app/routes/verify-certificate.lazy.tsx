import { VerifyCertificatePage } from '@/domains/screening';
import { verifyCertificateRoute } from './verify-certificate';

/** The certificate check, loaded with its route. */
export function VerifyCertificateRoute() {
  const search = verifyCertificateRoute.useSearch();
  return <VerifyCertificatePage {...search} />;
}
