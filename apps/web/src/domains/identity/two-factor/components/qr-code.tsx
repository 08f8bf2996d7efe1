import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The otpauth:// URL as a QR code drawn in the browser (never sent to an outside QR service: the
 * URL carries the secret).
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((markup) => {
        if (isCurrent) setSvg(markup);
      })
      .catch(() => {
        if (isCurrent) setSvg(null);
      });
    return () => {
      isCurrent = false;
    };
  }, [value]);

  if (svg === null)
    return <div className="size-48 animate-pulse rounded-md bg-muted" aria-hidden="true" />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={192}
      height={192}
      className="size-48 rounded-md border bg-white p-2"
      data-testid="two-factor-qr"
    />
  );
}
