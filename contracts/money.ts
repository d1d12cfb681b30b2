/**
 * Money as people read it where it was earned: the currency of the opening's country and that
 * country's grouping ("$120,000", "₹12,00,000"). Every mail and console screen that shows a salary or
 * an amount goes through here (docs/product.md §6.2).
 */

export type Currency = 'USD' | 'INR';

/** The currency and locale of each country the company hires in, by COUNTRY_CODE. */
const BY_COUNTRY: Readonly<Record<string, { currency: Currency; locale: string }>> = {
  US: { currency: 'USD', locale: 'en-US' },
  IN: { currency: 'INR', locale: 'en-IN' },
};
const LOCALE_OF: Readonly<Record<Currency, string>> = { USD: 'en-US', INR: 'en-IN' };

/** The currency of a country (by COUNTRY_CODE), or undefined for one the company does not pay in. */
export const currencyOf = (countryCode: string | null | undefined): Currency | undefined =>
  countryCode ? BY_COUNTRY[countryCode]?.currency : undefined;

/** How a form names the currency beside an amount: "US$", "₹". */
export const CURRENCY_LABEL: Readonly<Record<Currency, string>> = { USD: 'US$', INR: '₹' };

const formats = new Map<string, Intl.NumberFormat>();
const formatOf = (currency: Currency, locale: string) => {
  const key = `${currency}|${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
    formats.set(key, format);
  }
  return format;
};

/** 120000 USD → "$120,000"; 1200000 INR → "₹12,00,000" (whole units, the currency's own grouping). */
export const formatMoney = (amount: number, currency: Currency, locale: string = LOCALE_OF[currency]) =>
  formatOf(currency, locale).format(amount);

/** A number written by a person: digits with optional grouping (1,200,000 / 12,00,000 / 120 000) and decimals. */
const PLAIN_AMOUNT = /^\d{1,3}(?:[, ]?\d{2,3})*(?:\.\d+)?$/;

/**
 * An amount a person typed (a salary field), formatted in the currency: "1200000" for an Indian
 * opening → "₹12,00,000". Text that is not a plain number ("120k", "as per norms") is shown as typed;
 * an empty answer stays empty.
 */
export function formatAmountText(typed: string | null | undefined, currency: Currency | undefined): string {
  const text = (typed ?? '').trim();
  if (!text || !currency || !PLAIN_AMOUNT.test(text)) return text;
  const amount = Number(text.replace(/[, ]/g, ''));
  return Number.isFinite(amount) ? formatMoney(amount, currency) : text;
}
