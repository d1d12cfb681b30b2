/**
 * The frame of every mail: a 600 px column (fluid down to 320 px) with the logo on a navy band, the
 * content, and a footer with the company's address and links. Light and dark colour schemes; with
 * images off (or no known origin) the header shows the brand name as text.
 */
import type { ReactNode } from 'react';
// react-email's components one package each: the bundle of all (@react-email/components) takes ~3 s to load.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { brand, colors, font, headOffice, headStyles, logoSize, logoUrl } from './theme';

export type LayoutProps = {
  /** The line inbox lists show after the subject. */
  preview: string;
  /** The site's public origin (PUBLIC_URL), for the logo and links; without it the mail shows text only. */
  origin?: string | undefined;
  /** Why the reader got this mail, in the footer. */
  reason: string;
  children: ReactNode;
};

export function Layout({ preview, origin, reason, children }: LayoutProps) {
  const logo = logoUrl(origin);
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{headStyles}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        className="nw-body"
        style={{ backgroundColor: colors.shade, margin: 0, padding: 0, fontFamily: font, color: colors.text }}
      >
        <Section className="nw-page" style={{ padding: '24px 12px' }}>
          <Container
            className="nw-card"
            style={{
              maxWidth: 600,
              width: '100%',
              backgroundColor: '#ffffff',
              borderRadius: 8,
              overflow: 'hidden',
              border: `1px solid ${colors.border}`,
            }}
          >
            <Section
              className="nw-pad"
              data-skip-in-text="true"
              style={{
                backgroundColor: colors.navy,
                padding: '20px 32px',
                borderBottom: `4px solid ${colors.accentBright}`,
              }}
            >
              {logo ? (
                <Img
                  src={logo}
                  width={logoSize.width}
                  height={logoSize.height}
                  alt={brand.name}
                  // Else React adds a <link rel="preload"> for it to the head, which a mail has no use for.
                  fetchPriority="low"
                  style={{ color: '#ffffff', fontFamily: font, fontSize: 18, fontWeight: 700, lineHeight: '32px' }}
                />
              ) : (
                <Text style={{ margin: 0, color: '#ffffff', fontSize: 18, fontWeight: 700, lineHeight: '32px' }}>
                  {brand.name}
                </Text>
              )}
            </Section>
            <Section className="nw-pad" style={{ padding: '32px 32px 8px' }}>
              {children}
            </Section>
            <Section className="nw-pad" style={{ padding: '0 32px 28px' }}>
              <Hr className="nw-rule" style={{ borderColor: colors.border, margin: '8px 0 20px' }} />
              <Text className="nw-footer" style={footerText}>
                {brand.legalName} · {headOffice.address}
              </Text>
              <Text className="nw-footer" style={footerText}>
                {origin ? (
                  <>
                    <Link className="nw-footer" href={origin} style={footerLink}>
                      {new URL(origin).host}
                    </Link>
                    {' · '}
                  </>
                ) : null}
                <Link className="nw-footer" href={brand.social.linkedin} style={footerLink}>
                  LinkedIn
                </Link>
                {' · '}
                <Link className="nw-footer" href={`mailto:${brand.supportEmail}`} style={footerLink}>
                  {brand.supportEmail}
                </Link>
              </Text>
              <Text className="nw-footer" style={{ ...footerText, marginTop: 12 }}>
                {reason}
              </Text>
            </Section>
          </Container>
        </Section>
      </Body>
    </Html>
  );
}

const footerText = { margin: 0, fontSize: 12, lineHeight: '18px', color: colors.muted } as const;
const footerLink = { color: colors.muted, textDecoration: 'underline' } as const;
