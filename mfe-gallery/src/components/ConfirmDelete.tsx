import { Modal } from 'antd';
import { AntdTheme } from '@rental/platform';
import type { GalleryItem } from '@rental/platform/types';
import { GalleryImage } from './GalleryImage';

interface Props {
  item: GalleryItem | null;
  open: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  afterClose: () => void;
}

/** The admin's 'are you sure' before a photo is deleted for good. */
export function ConfirmDelete({ item, open, deleting, onConfirm, onCancel, afterClose }: Props) {
  // Inside its own antd theme: the gallery's page uses no antd, so the shell puts none around it.
  return (
    <AntdTheme>
      <Modal
        open={open}
        title="Delete this photo?"
        okText="Delete"
        okButtonProps={{ danger: true }}
        confirmLoading={deleting}
        onOk={onConfirm}
        onCancel={onCancel}
        afterClose={afterClose}
        focusable={{ focusTriggerAfterClose: false }}
      >
        {item && (
          <>
            <GalleryImage className="gallery-confirm__thumb" url={item.imageUrl} alt="" lazy={false} />
            <p style={{ margin: 0 }}>{item.description}</p>
            <p style={{ margin: '8px 0 0', color: '#9aa6bf' }}>It is removed from the gallery for everyone. This cannot be undone.</p>
          </>
        )}
      </Modal>
    </AntdTheme>
  );
}
