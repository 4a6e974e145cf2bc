import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { Alert, Button, Card, Space, Typography } from 'antd';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { errorMessage } from '@rental/platform/errors';
import { uploadImage } from '@rental/platform/upload';

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
    <main style={{ maxWidth: 640, margin: '0 auto', padding: 'clamp(16px, 4vw, 40px) 16px' }}>
      <Card title="File upload test">
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <label>
            <Typography.Text>Image file</Typography.Text>
            <input type="file" accept="image/*" onChange={pick} aria-label="Image file" style={{ display: 'block', marginTop: 8, maxWidth: '100%', colorScheme: 'dark' }} />
          </label>
          <Button type="primary" icon={<UploadOutlined />} loading={state.kind === 'uploading'} onClick={upload}>
            Upload
          </Button>
          {state.kind === 'failed' && <Alert type="error" showIcon title={state.message} />}
          {state.kind === 'done' && (
            <>
              <Alert type="success" showIcon title="Uploaded" />
              <Typography.Text copyable={{ text: state.publicUrl }} style={{ wordBreak: 'break-all' }}>
                <a href={state.publicUrl} target="_blank" rel="noreferrer">
                  {state.publicUrl}
                </a>
              </Typography.Text>
              <img src={state.publicUrl} alt="Uploaded" style={{ maxWidth: '100%', borderRadius: 8 }} />
            </>
          )}
        </Space>
      </Card>
    </main>
  );
}
