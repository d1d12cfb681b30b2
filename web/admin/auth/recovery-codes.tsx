/** Recovery codes, shown once: each signs in once when the phone is lost. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section className="console-panel" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title">Your recovery codes</h2>
      <p>
        Keep these somewhere safe (a password manager, or printed). Each works once, instead of a code from the app.{' '}
        <strong>They are shown only now.</strong>
      </p>
      <ol className="console-codes ps-4" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </section>
  );
}
