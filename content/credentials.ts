/**
 * Northwind's certifications and cloud partner tiers, stated as text (no badges: an issuer's badge is
 * shown only when the company supplies it, content/supplied.ts `certifications`). One quiet row on the
 * home page, the cloud-partner pages and Private LLM; a page's own cloud comes first.
 */
import type { SectionOf } from '#contracts/content';

type Cloud = 'aws' | 'azure' | 'gcp';

export const SECURITY_CREDENTIALS = [
  'ISO/IEC 27001:2022 certified, all six offices',
  'SOC 2 Type II report, renewed every year',
] as const;

export const CLOUD_CREDENTIALS: Record<Cloud, string> = {
  aws: 'AWS Advanced Tier Services Partner · 46 AWS-certified engineers',
  azure: 'Microsoft Solutions Partner for Azure Infrastructure · 38 Azure-certified engineers',
  gcp: 'Google Cloud Partner · 21 Google Cloud-certified engineers',
};

/** The row: the page's cloud first (when it has one), then security, then the other clouds. */
export function credentialsSection(cloud?: Cloud): SectionOf<'TEXT-SECTION'> {
  const clouds = (['aws', 'azure', 'gcp'] as const).filter((other) => other !== cloud);
  return {
    type: 'TEXT-SECTION',
    order: 4,
    id: 'certifications',
    heading: 'Certifications and partners',
    credentials: [
      ...(cloud ? [CLOUD_CREDENTIALS[cloud]] : []),
      ...SECURITY_CREDENTIALS,
      ...clouds.map((other) => CLOUD_CREDENTIALS[other]),
    ],
  };
}
