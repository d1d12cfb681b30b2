type Props = {
  playing: boolean;
  onToggle: () => void;
  /** What moves, for the button's name, e.g. 'slideshow'. */
  label: string;
  className?: string;
};

/** A pause/play button for content that moves on its own (WCAG 2.2.2: Pause, Stop, Hide). */
export function AutoplayToggle({ playing, onToggle, label, className }: Props) {
  return (
    <button
      type="button"
      className={`autoplay-toggle${className ? ` ${className}` : ''}`}
      aria-pressed={!playing}
      onClick={onToggle}
    >
      <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" focusable="false">
        {playing ? (
          <path d="M3 2h3v10H3zM8 2h3v10H8z" fill="currentColor" />
        ) : (
          <path d="M3 1.5v11l9-5.5z" fill="currentColor" />
        )}
      </svg>
      <span className="visually-hidden">Pause {label}</span>
    </button>
  );
}
