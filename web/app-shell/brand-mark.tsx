/** The Northwind monogram: a compass needle pointing north-west. Decorative next to the brand name. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#14b8a6" />
      <path d="M8 24 L13 13 L24 8 L19 19 Z" fill="#0b1f3a" />
      <circle cx="16" cy="16" r="2.2" fill="#fff" />
    </svg>
  );
}
