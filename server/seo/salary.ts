/**
 * Reads an opening's free-text rate (PSTN_RATE) into schema.org's MonetaryAmount, when it can:
 * '$70 - $80 per hour', '$135,000 - $150,000 per year', '₹1,20,000 - 1,50,000 per month', '₹12 - 18 LPA'.
 * Anything it does not understand gives undefined: better no salary than a wrong one.
 */
export type MonetaryAmount = {
  '@type': 'MonetaryAmount';
  currency: string;
  value: { '@type': 'QuantitativeValue'; unitText: 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' } & (
    { value: number } | { minValue: number; maxValue: number }
  );
};

const CURRENCIES: Record<string, string> = {
  $: 'USD',
  usd: 'USD',
  '₹': 'INR',
  inr: 'INR',
  rs: 'INR',
  '€': 'EUR',
  eur: 'EUR',
  '£': 'GBP',
  gbp: 'GBP',
};
const UNITS: Record<string, MonetaryAmount['value']['unitText']> = {
  hour: 'HOUR',
  hr: 'HOUR',
  day: 'DAY',
  week: 'WEEK',
  month: 'MONTH',
  year: 'YEAR',
  yr: 'YEAR',
  annum: 'YEAR',
};
const LAKH = 100_000;

const CURRENCY = String.raw`(\$|₹|€|£|usd|inr|rs\.?|eur|gbp)`;
const AMOUNT = String.raw`(\d{1,3}(?:,\d{2,3})*(?:\.\d+)?|\d+(?:\.\d+)?)`;
const RATE = new RegExp(
  String.raw`^\s*${CURRENCY}?\s*${AMOUNT}\s*(?:(?:-|–|to)\s*${CURRENCY}?\s*${AMOUNT})?\s*` +
    String.raw`(lpa|(?:per|an|a|/)\s*(hour|hr|day|week|month|year|yr|annum))\b`,
  'i',
);

const toNumber = (text: string) => Number(text.replaceAll(',', ''));

export function parseSalary(rate: string): MonetaryAmount | undefined {
  const match = RATE.exec(rate);
  if (!match) return undefined;
  const [, currency1, low, currency2, high, unitWord, unitName] = match;
  const symbol = (currency1 ?? currency2)?.toLowerCase().replace(/\.$/, '');
  const isLpa = unitWord?.toLowerCase() === 'lpa';
  const currency = symbol ? CURRENCIES[symbol] : isLpa ? 'INR' : undefined;
  const unitText = isLpa ? 'YEAR' : UNITS[unitName?.toLowerCase() ?? ''];
  if (!currency || !unitText || !low) return undefined;
  const scale = isLpa ? LAKH : 1;
  const min = toNumber(low) * scale;
  const max = high ? toNumber(high) * scale : undefined;
  if (!Number.isFinite(min) || min <= 0 || (max !== undefined && (!Number.isFinite(max) || max < min)))
    return undefined;
  const value = max === undefined || max === min ? { value: min } : { minValue: min, maxValue: max };
  return { '@type': 'MonetaryAmount', currency, value: { '@type': 'QuantitativeValue', unitText, ...value } };
}
