/**
 * The blocks mails are made of. Each one reads as plain text too (render.ts): a heading on its own
 * line, a field as `Label: value`, a button as `Text: URL`.
 */
import type { ReactNode } from 'react';
import { Button as EmailButton } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { colors } from './theme';

export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h1"
      className="nw-h1"
      style={{ margin: '0 0 16px', fontSize: 24, lineHeight: '30px', fontWeight: 700, color: colors.navy }}
    >
      {children}
    </Heading>
  );
}

export function Subtitle({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h2"
      className="nw-h2"
      style={{ margin: '28px 0 8px', fontSize: 16, lineHeight: '22px', fontWeight: 700, color: colors.navy }}
    >
      {children}
    </Heading>
  );
}

export function P({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <Text
      className={muted ? 'nw-muted' : 'nw-text'}
      style={{
        margin: '0 0 14px',
        fontSize: muted ? 14 : 16,
        lineHeight: muted ? '21px' : '25px',
        color: muted ? colors.muted : colors.text,
      }}
    >
      {children}
    </Text>
  );
}

/** An inline link in the accent colour. */
export function A({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link className="nw-link" href={href} style={{ color: colors.accent, textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}

/** The mail's one next step. */
export function Button({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <EmailButton
        className="nw-button"
        href={href}
        data-text-label={children}
        style={{
          backgroundColor: colors.navy,
          color: '#ffffff',
          fontSize: 16,
          fontWeight: 600,
          lineHeight: '20px',
          padding: '13px 24px',
          borderRadius: 6,
          textDecoration: 'none',
        }}
      >
        {children}
      </EmailButton>
    </Section>
  );
}

export type Field = readonly [label: string, value: string | null | undefined];

/** Label and value rows; empty values are left out. Stacks on narrow screens. */
export function Fields({ rows }: { rows: readonly Field[] }) {
  const shown = rows.filter((row): row is readonly [string, string] => Boolean(row[1]));
  if (shown.length === 0) return null;
  const cell = { padding: '8px 0', borderBottom: `1px solid ${colors.border}`, verticalAlign: 'top' } as const;
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      className="nw-fields"
      style={{ borderCollapse: 'collapse', margin: '0 0 20px', fontSize: 15, lineHeight: '22px' }}
    >
      <tbody>
        {shown.map(([label, value]) => (
          <tr key={label} className="nw-field">
            <td
              className="nw-label"
              width="38%"
              style={{ ...cell, width: '38%', paddingRight: 12, color: colors.muted, fontWeight: 600 }}
            >
              {label}
            </td>
            <td className="nw-value" style={{ ...cell, color: colors.text, wordBreak: 'break-word' }}>
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A visitor's free text, line breaks kept, in a shaded panel. */
export function Quote({ label, text }: { label: string; text: string }) {
  const paragraphs = text.split(/\r?\n\s*\r?\n/).filter((part) => part.trim());
  return (
    <Section
      className="nw-panel"
      style={{
        backgroundColor: colors.shade,
        border: `1px solid ${colors.border}`,
        borderLeft: `4px solid ${colors.accentBright}`,
        borderRadius: 6,
        padding: '14px 18px',
        margin: '0 0 20px',
      }}
    >
      <Text className="nw-label" style={{ margin: '0 0 6px', fontSize: 13, fontWeight: 600, color: colors.muted }}>
        {label}
      </Text>
      {paragraphs.map((paragraph, i) => (
        <Text
          key={i}
          className="nw-text"
          style={{ margin: '0 0 8px', fontSize: 15, lineHeight: '23px', color: colors.text }}
        >
          {paragraph.split(/\r?\n/).flatMap((line, j) => (j === 0 ? [line] : [<br key={j} />, line]))}
        </Text>
      ))}
    </Section>
  );
}

/** Numbered steps: what happens next, and when. */
export function Steps({ steps }: { steps: ReadonlyArray<{ title: string; detail: string }> }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ margin: '0 0 20px' }}>
      <tbody>
        {steps.map((step, i) => (
          <tr key={step.title} className="nw-step-row">
            <td width="36" style={{ width: 36, verticalAlign: 'top', paddingBottom: 14 }}>
              <div
                className="nw-step-number"
                data-skip-in-text="true"
                style={{
                  width: 26,
                  height: 26,
                  borderRadius: 13,
                  backgroundColor: colors.navy,
                  color: '#ffffff',
                  fontSize: 13,
                  fontWeight: 700,
                  lineHeight: '26px',
                  textAlign: 'center',
                }}
              >
                {i + 1}
              </div>
            </td>
            <td
              className="nw-step"
              style={{ verticalAlign: 'top', paddingBottom: 14, fontSize: 15, lineHeight: '22px', color: colors.text }}
            >
              <strong>{step.title}</strong>
              <br />
              <span className="nw-muted" style={{ color: colors.muted }}>
                {step.detail}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
