import { SmartLink } from '../components/ui/smart-link';

type Props = { targetUrl?: string | undefined; label?: string | undefined; variant?: 'accent' | 'primary' | 'outline' };

const variants = { accent: 'btn-accent', primary: 'btn-primary', outline: 'btn-outline-primary' } as const;

/** A section's call to action: a button-styled link to `targetUrl`, or nothing without one. */
export function SectionCta({ targetUrl, label, variant = 'primary' }: Props) {
  if (!targetUrl) return null;
  return (
    <SmartLink to={targetUrl} className={`btn btn-lg ${variants[variant]} section-cta`}>
      {label ?? 'Learn more'}
    </SmartLink>
  );
}
