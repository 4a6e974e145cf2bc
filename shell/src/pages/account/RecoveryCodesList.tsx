import { Alert, Button, Typography } from 'antd';

/** The ten recovery codes, shown this once: each signs in once without the phone. */
export function RecoveryCodesList({ codes, onDone, doneLabel }: { codes: string[]; onDone: () => void; doneLabel: string }) {
  return (
    <div>
      <Alert
        type="warning"
        showIcon
        title="Save your recovery codes now"
        description="They are shown only this once. Each one signs you in once if you lose your phone. Keep them somewhere safe, away from this device."
        style={{ marginBottom: 16 }}
      />
      <ol aria-label="Recovery codes" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: '8px 24px', padding: '0 0 0 24px', margin: '0 0 16px' }}>
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code style={{ fontSize: 15 }}>
              {code}
            </Typography.Text>
          </li>
        ))}
      </ol>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Typography.Text copyable={{ text: codes.join('\n'), tooltips: ['Copy all codes', 'Copied'] }}>Copy all codes</Typography.Text>
        <Button type="primary" onClick={onDone} style={{ marginInlineStart: 'auto' }}>
          {doneLabel}
        </Button>
      </div>
    </div>
  );
}
