import { useEffect, useId, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Alert, Button, Card, Input, Modal, Pagination, Progress, Spin, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons';
import { useToast } from '@rental/platform';
import { formatDateTime } from '@rental/money-days/days';
import { errorMessage } from '@rental/platform/errors';
import { repairImageUrl } from '@rental/platform/images';
import type { GalleryItem } from '@rental/platform/types';
import { uploadImage } from '@rental/platform/upload';
import { GALLERY_PAGE_SIZE, useAdminCreateGalleryItemMutation, useAdminDeleteGalleryItemMutation, useAdminGalleryQuery, useAdminUpdateGalleryItemMutation } from '../api/adminApi';
import { PageTitle } from '../components/PageTitle';

export const CREATED = 'Gallery item created';
export const CREATE_FAILED = 'Failed to create gallery item';

/** /admin/gallery: add a photo (an image file and a description) and delete existing ones. */
export default function GalleryPage() {
  return (
    <div>
      <PageTitle>Gallery</PageTitle>
      <AddGalleryItem />
      <GalleryItems />
    </div>
  );
}

function AddGalleryItem() {
  const toast = useToast();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | undefined>();
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState('general');
  const [progress, setProgress] = useState<number | null>(null);
  const [createItem] = useAdminCreateGalleryItemMutation();
  const [formKey, setFormKey] = useState(0);
  const busy = progress !== null;
  // Spec §5: Submit only with an image file and a description that is not blank.
  const ready = !!file && description.trim() !== '' && !busy;

  useEffect(() => () => void (preview && URL.revokeObjectURL?.(preview)), [preview]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setFile(picked);
    setPreview(picked && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(picked) : undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setProgress(0);
    try {
      const imageUrl = await uploadImage(file, 'gallery', setProgress);
      await createItem({ imageUrl, description: description.trim(), category: category.trim() || 'general' }).unwrap();
      toast.success(CREATED);
      setFile(null);
      setPreview(undefined);
      setDescription('');
      setCategory('general');
      setFormKey((k) => k + 1); // a fresh file input: the browser keeps the old file name otherwise
    } catch (err) {
      toast.error(errorMessage(err, CREATE_FAILED));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Card title="Add a gallery item" style={{ maxWidth: 720 }}>
      <form key={formKey} onSubmit={submit} aria-label="Add a gallery item" style={{ display: 'grid', gap: 16 }}>
        <div>
          <div style={{ marginBottom: 6 }}>Image</div>
          <input id={fileId} className="admin-file-input" type="file" accept="image/*" onChange={pick} />
          <label htmlFor={fileId} className="admin-file-label">
            <UploadOutlined /> {file ? 'Choose another image' : 'Choose an image'}
          </label>
          {file && <span style={{ marginInlineStart: 12 }}>{file.name}</span>}
          {preview && <img className="admin-gallery-preview" src={preview} alt="Chosen image" />}
        </div>
        <label style={{ display: 'grid', gap: 6 }}>
          Description
          <Input.TextArea value={description} onChange={(e) => setDescription(e.target.value)} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
        </label>
        <label style={{ display: 'grid', gap: 6 }}>
          Category
          <Input value={category} onChange={(e) => setCategory(e.target.value)} maxLength={50} />
        </label>
        {busy && <Progress percent={progress} size="small" aria-label="Uploading the image" />}
        <div>
          <Button type="primary" htmlType="submit" disabled={!ready} loading={busy}>
            Submit
          </Button>
        </div>
      </form>
    </Card>
  );
}

const CATEGORY = /^$|^[a-z0-9][a-z0-9 &-]{0,49}$/;

/** Edits a photo's description and category; the server's refusal shows in the dialog, which stays open. */
function EditGalleryItem({ item, onClose }: { item: GalleryItem; onClose: () => void }) {
  const toast = useToast();
  const [description, setDescription] = useState(item.description);
  const [category, setCategory] = useState(item.category);
  const [failure, setFailure] = useState<string | null>(null);
  const [updateItem, { isLoading: saving }] = useAdminUpdateGalleryItemMutation();
  const descriptionProblem = description.trim() ? null : 'Description is required';
  const categoryProblem = CATEGORY.test(category.trim().toLowerCase()) ? null : 'Up to 50 letters, digits, spaces or dashes';
  const save = async () => {
    if (descriptionProblem || categoryProblem) return;
    setFailure(null);
    try {
      await updateItem({ id: item._id, description: description.trim(), category: category.trim().toLowerCase() }).unwrap();
      toast.success('Gallery item updated');
      onClose();
    } catch (err) {
      setFailure(errorMessage(err, 'Failed to update gallery item'));
    }
  };
  return (
    <Modal
      open
      title="Edit gallery item"
      onCancel={onClose}
      destroyOnHidden
      okText="Save"
      onOk={() => void save()}
      okButtonProps={{ loading: saving, disabled: !!descriptionProblem || !!categoryProblem }}
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <img className="admin-gallery-preview" src={repairImageUrl(item.imageUrl)} alt="" />
        {failure && <Alert type="error" showIcon title={failure} />}
        <label style={{ display: 'grid', gap: 6 }}>
          Description
          <Input.TextArea value={description} status={descriptionProblem ? 'error' : undefined} onChange={(e) => setDescription(e.target.value)} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
        </label>
        {descriptionProblem && <div className="admin-field-error">{descriptionProblem}</div>}
        <label style={{ display: 'grid', gap: 6 }}>
          Category
          <Input value={category} status={categoryProblem ? 'error' : undefined} onChange={(e) => setCategory(e.target.value)} maxLength={50} />
        </label>
        {categoryProblem && <div className="admin-field-error">{categoryProblem}</div>}
      </div>
    </Modal>
  );
}

function GalleryItems() {
  const [editing, setEditing] = useState<GalleryItem | null>(null);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching } = useAdminGalleryQuery(page);
  const [deleteItem] = useAdminDeleteGalleryItemMutation();
  const [modal, modalHolder] = Modal.useModal();
  const items = data?.data ?? [];
  const total = data?.pagination.total ?? 0;

  useEffect(() => {
    if (error) console.error('Failed to load gallery', error);
  }, [error]);

  // The last item of a page went: show the page before it.
  useEffect(() => {
    const pages = data?.pagination.totalPages ?? 0;
    if (data && page > 1 && page > pages) setPage(Math.max(1, pages));
  }, [data, page]);

  const confirmDelete = (item: GalleryItem) =>
    modal.confirm({
      title: 'Delete this gallery item?',
      content: item.description,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await deleteItem(item._id).unwrap();
        } catch (err) {
          // Spec §8: a failed gallery delete shows nothing; it is only logged.
          console.error('Failed to delete gallery item', err);
        }
      },
    });

  return (
    <section aria-labelledby="admin-gallery-items" style={{ marginTop: 24 }}>
      {modalHolder}
      {editing && <EditGalleryItem key={editing._id} item={editing} onClose={() => setEditing(null)} />}
      <Typography.Title level={2} id="admin-gallery-items" style={{ fontSize: 24 }}>
        Existing items {total ? `(${total})` : ''}
      </Typography.Title>
      {isLoading ? (
        <div role="status" aria-label="Loading gallery" style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
          <Spin size="large" />
        </div>
      ) : items.length === 0 ? (
        <Typography.Paragraph type="secondary">No gallery items yet.</Typography.Paragraph>
      ) : (
        <ul className="admin-gallery-grid" aria-label="Gallery items" aria-busy={isFetching} style={{ listStyle: 'none', padding: 0 }}>
          {items.map((item) => (
            <li key={item._id} className="admin-gallery-card">
              <img src={repairImageUrl(item.imageUrl)} alt={item.description} loading="lazy" />
              <div className="admin-gallery-card__body">
                <span>{item.description}</span>
                <span className="admin-gallery-card__meta">
                  {item.category} · {formatDateTime(item.createdAt)}
                </span>
                <div className="admin-gallery-card__actions">
                  <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${item.description}`} onClick={() => setEditing(item)}>
                    Edit
                  </Button>
                  <Button danger size="small" icon={<DeleteOutlined />} aria-label={`Delete ${item.description}`} onClick={() => confirmDelete(item)}>
                    Delete
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {total > GALLERY_PAGE_SIZE && (
        <Pagination current={page} pageSize={GALLERY_PAGE_SIZE} total={total} onChange={setPage} showSizeChanger={false} simple />
      )}
    </section>
  );
}
