/**
 * The mails' look, from the brand file (content/brand.ts): colours, type, the logo, and the few styles
 * that cannot be inline (dark mode, narrow screens), keyed on `nw-*` class names.
 */
import { brand, brandStyle, headOffice } from '#content/brand';

export const colors = brandStyle.colors;
export const font = brandStyle.fontStack;
export { brand, headOffice };

/** The logo's absolute URL, when the mail knows the site's public origin. */
export const logoUrl = (origin: string | undefined) => (origin ? `${origin}${brandStyle.mailLogo.path}` : undefined);
export const logoSize = brandStyle.mailLogo;

/** Dark colours with the same contrast as the light ones (text 13:1, muted 7:1, accent on card 8:1). */
const dark = {
  page: '#0a1424',
  card: '#111d31',
  text: '#e6ebf2',
  muted: '#b3bfcf',
  accent: colors.accentBright,
  border: '#2a3a55',
  panel: '#17263f',
};

/**
 * Styles for what inline styles cannot say. Clients that drop <style> get the light, full-width
 * layout, which still reads; `!important` beats the inline styles where the rule applies.
 */
export const headStyles = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media only screen and (max-width: 620px) {
  .nw-page { padding: 0 !important; }
  .nw-card { border-radius: 0 !important; border-left: 0 !important; border-right: 0 !important; }
}
@media only screen and (max-width: 480px) {
  .nw-pad { padding-left: 20px !important; padding-right: 20px !important; }
  .nw-h1 { font-size: 22px !important; line-height: 28px !important; }
  .nw-label, .nw-value { display: block !important; width: auto !important; }
  .nw-label { padding-bottom: 0 !important; border-bottom: 0 !important; }
  .nw-value { padding-top: 2px !important; }
  .nw-button { display: block !important; text-align: center !important; }
}
@media (prefers-color-scheme: dark) {
  .nw-page, .nw-body { background-color: ${dark.page} !important; }
  .nw-card { background-color: ${dark.card} !important; border-color: ${dark.border} !important; }
  .nw-text, .nw-h1, .nw-h2, .nw-value, .nw-step { color: ${dark.text} !important; }
  .nw-muted, .nw-label, .nw-footer, .nw-footer a { color: ${dark.muted} !important; }
  .nw-link { color: ${dark.accent} !important; }
  .nw-label, .nw-value, .nw-rule { border-color: ${dark.border} !important; }
  .nw-panel { background-color: ${dark.panel} !important; border-color: ${dark.border} !important; border-left-color: ${dark.accent} !important; }
  .nw-step-number { background-color: ${dark.accent} !important; color: ${colors.navy} !important; }
  .nw-button { background-color: ${dark.accent} !important; color: ${colors.navy} !important; }
}
`;
