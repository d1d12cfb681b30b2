import spriteUrl from './sprite.svg?url';
import type { IconName } from './icon-names';

type Props = {
  name: IconName;
  size?: number;
  className?: string;
  /** What the icon says when nothing beside it does; without it the icon is decorative. */
  label?: string | undefined;
};

/**
 * One icon of the sprite, drawn in the text colour; decorative unless it has a label. The sprite is
 * one cached file, so a page carries no path data in its script.
 */
export function Icon({ name, size = 24, className, label }: Props) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
