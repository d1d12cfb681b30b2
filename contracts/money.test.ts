import { describe, expect, it } from 'vitest';
import { currencyOf, formatAmountText, formatMoney } from './money';

describe('money', () => {
  it('reads as the currency and locale of the country', () => {
    expect(formatMoney(120_000, 'USD')).toBe('$120,000');
    expect(formatMoney(1_200_000, 'INR')).toBe('₹12,00,000');
    expect(currencyOf('US')).toBe('USD');
    expect(currencyOf('IN')).toBe('INR');
    expect(currencyOf('FR')).toBeUndefined();
  });

  it('formats a typed amount and leaves other text as typed', () => {
    expect(formatAmountText('1200000', 'INR')).toBe('₹12,00,000');
    expect(formatAmountText('12,00,000', 'INR')).toBe('₹12,00,000');
    expect(formatAmountText('120,000', 'USD')).toBe('$120,000');
    expect(formatAmountText(' 120000 ', 'USD')).toBe('$120,000');
    expect(formatAmountText('120k', 'USD')).toBe('120k');
    expect(formatAmountText('as per norms', 'INR')).toBe('as per norms');
    expect(formatAmountText('', 'INR')).toBe('');
    expect(formatAmountText(null, 'INR')).toBe('');
    expect(formatAmountText('1200000', undefined)).toBe('1200000');
  });
});
