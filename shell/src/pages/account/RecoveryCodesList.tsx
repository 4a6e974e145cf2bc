import { Button } from '../controls/Button';
import { ControlStyles } from '../controls/ControlStyles';
import { CopyButton } from '../controls/CopyButton';
import { Notice } from '../controls/Notice';

/** The ten recovery codes, shown this once: each signs in once without the phone. Plain controls: the sign-in page shows it too. */
export function RecoveryCodesList({ codes, onDone, doneLabel }: { codes: string[]; onDone: () => void; doneLabel: string }) {
  return (
    <div className="shell-page">
      <ControlStyles />
      <Notice
        type="warning"
        title="Save your recovery codes now"
        description="They are shown only this once. Each one signs you in once if you lose your phone. Keep them somewhere safe, away from this device."
        className="shell-gap-below"
      />
      <ol aria-label="Recovery codes" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: '8px 24px', padding: '0 0 0 24px', margin: '0 0 16px' }}>
        {codes.map((code) => (
          <li key={code}>
            <code className="shell-code" style={{ fontSize: 15 }}>
              {code}
            </code>
          </li>
        ))}
      </ol>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <CopyButton text={codes.join('\n')} label="Copy all codes">
          Copy all codes
        </CopyButton>
        <Button variant="primary" onClick={onDone} style={{ marginInlineStart: 'auto' }}>
          {doneLabel}
        </Button>
      </div>
    </div>
  );
}
