import { useId } from 'react';
import type { ChangeEvent } from 'react';
import { Button, Progress } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { PLACEHOLDER_IMAGE } from '@rental/platform/images';
import type { ImageUploads } from './useImageUploads';

/** A file picker for images only (spec §5) and the list of images, each with progress and a Remove control. */
export function ImagePicker({ uploads, id, label = 'Add images' }: { uploads: ImageUploads; id?: string; label?: string }) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file can be picked again after a Remove
    if (files.length) uploads.addFiles(files);
  };
  return (
    <div>
      <input id={inputId} className="admin-file-input" type="file" accept="image/*" multiple onChange={onPick} />
      <label htmlFor={inputId} className="admin-file-label">
        <UploadOutlined /> {label}
      </label>
      {uploads.entries.length > 0 && (
        <ul className="admin-images" aria-label="Images">
          {uploads.entries.map((entry, index) => (
            <li key={entry.id} className="admin-image">
              <img src={entry.url ?? entry.preview ?? PLACEHOLDER_IMAGE} alt={`Image ${index + 1}`} />
              <div style={{ minWidth: 0 }}>
                <div className="admin-image__name" title={entry.name}>
                  {entry.name}
                </div>
                {entry.status === 'uploading' && <Progress percent={entry.percent} size="small" aria-label={`Uploading ${entry.name}`} />}
                {entry.status === 'error' && (
                  <div className="admin-image__error" role="alert">
                    {entry.error}
                  </div>
                )}
              </div>
              <Button danger icon={<DeleteOutlined />} onClick={() => uploads.remove(entry.id)} aria-label={`Remove image ${index + 1}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
