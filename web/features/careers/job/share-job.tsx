import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { Opening } from '#contracts/api/staffing/openings';

type Shared = 'idle' | 'copied' | 'failed';

/**
 * Share this job: the phone's own share sheet where there is one, else the link copied to the
 * clipboard (and said so, for screen readers too).
 */
export function ShareJob({ opening }: { opening: Opening }) {
  const [shared, setShared] = useState<Shared>('idle');
  const share = async () => {
    const url = window.location.href;
    const title = `${opening.PSTN_TITLE} (${opening.PSTN_LCTN})`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setShared('copied');
    } catch {
      setShared('failed');
    }
  };
  return (
    <div className="share-job">
      <Button variant="outline-secondary" size="sm" onClick={() => void share()}>
        Share this job
      </Button>
      <span className="share-job__status" role="status">
        {shared === 'copied' ? 'Link copied' : shared === 'failed' ? `Copy this link: ${window.location.href}` : ''}
      </span>
    </div>
  );
}
