import { brand } from '#content/brand';

export function LoadingView() {
  return (
    <div className="loading-view" role="status" aria-live="polite">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">Loading {brand.name}…</span>
    </div>
  );
}
