import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { errorMessage } from '@rental/platform/errors';
import { uploadImage } from '@rental/platform/upload';
import { Button } from './controls/Button';
import { Card } from './controls/Card';
import { ControlStyles } from './controls/ControlStyles';
import { CopyButton } from './controls/CopyButton';
import { Notice } from './controls/Notice';

type UploadState = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'done'; publicUrl: string } | { kind: 'failed'; message: string };

/** /testing: a bare page to try the presign upload flow end to end (spec §2, §7). */
export default function TestingUploadPage() {
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setState({ kind: 'idle' });
  };

  const upload = async () => {
    setState({ kind: 'uploading' });
    try {
      setState({ kind: 'done', publicUrl: await uploadImage(file, 'products') });
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error, 'Failed to upload file to storage') });
    }
  };

  return (
    <main className="shell-page" style={{ maxWidth: 640, margin: '0 auto', padding: 'clamp(16px, 4vw, 40px) 16px' }}>
      <ControlStyles />
      <Card title="File upload test">
        <div style={{ display: 'grid', gap: 16 }}>
          <label>
            Image file
            <input type="file" accept="image/*" onChange={pick} aria-label="Image file" style={{ display: 'block', marginTop: 8, maxWidth: '100%', colorScheme: 'dark' }} />
          </label>
          <div>
            <Button variant="primary" loading={state.kind === 'uploading'} onClick={upload}>
              Upload
            </Button>
          </div>
          {state.kind === 'failed' && <Notice type="error" title={state.message} />}
          {state.kind === 'done' && (
            <>
              <Notice type="success" title="Uploaded" />
              <span style={{ wordBreak: 'break-all' }}>
                <a href={state.publicUrl} target="_blank" rel="noreferrer">
                  {state.publicUrl}
                </a>
                <CopyButton text={state.publicUrl} label="Copy the address" />
              </span>
              <img src={state.publicUrl} alt="Uploaded" style={{ maxWidth: '100%', borderRadius: 8 }} />
            </>
          )}
        </div>
      </Card>
    </main>
  );
}
