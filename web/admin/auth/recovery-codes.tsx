import { Panel } from '../ui/panel';
/** Recovery codes, shown once: each signs in once when the phone is lost. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <Panel id="recovery-codes-title" title="Your recovery codes">
      <p>
        Keep these somewhere safe (a password manager, or printed). Each works once, instead of a code from the app.{' '}
        <strong>They are shown only now.</strong>
      </p>
      <ol className="console-codes ps-4" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </Panel>
  );
}
