import { QRCodeSVG } from 'qrcode.react';

/** The otpauth:// link as a QR code for an authenticator app (its own chunk: only enrolment loads it). */
export default function TotpQr({ uri }: { uri: string }) {
  return (
    <QRCodeSVG
      value={uri}
      size={192}
      marginSize={2}
      className="console-qr"
      role="img"
      aria-label="QR code to scan with your authenticator app"
    />
  );
}
