import { useCallback, useRef, useState } from 'react';
import { useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import { repairImageUrl } from '@rental/platform/images';
import type { UploadFolder } from '@rental/platform/types';
import { uploadImage } from '@rental/platform/upload';

export interface ImageEntry {
  id: string;
  /** A file name, or the address of an image the product already had. */
  name: string;
  /** The public address once stored. */
  url?: string;
  /** What the thumbnail shows meanwhile: a local preview of the chosen file. */
  preview?: string;
  status: 'uploading' | 'done' | 'error';
  percent: number;
  error?: string;
}

let nextId = 0;
const newId = () => `image-${++nextId}`;

const localPreview = (file: File): string | undefined =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;

/** A product's images: the ones it has plus files uploaded through the presign flow as they are picked. */
export function useImageUploads(folder: UploadFolder, initialUrls: string[] = []) {
  const toast = useToast();
  const [entries, setEntries] = useState<ImageEntry[]>(() =>
    initialUrls.map((url) => ({ id: newId(), name: url, url: repairImageUrl(url), status: 'done', percent: 100 })),
  );
  // Removed while still uploading: the finished upload must not bring it back.
  const removed = useRef(new Set<string>());

  const update = useCallback((id: string, change: Partial<ImageEntry>) => {
    setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
  }, []);

  const addFiles = useCallback(
    (files: File[]) => {
      const added = files.map((file) => ({ file, entry: { id: newId(), name: file.name, preview: localPreview(file), status: 'uploading' as const, percent: 0 } }));
      setEntries((list) => [...list, ...added.map((a) => a.entry)]);
      for (const { file, entry } of added) {
        uploadImage(file, folder, (percent) => !removed.current.has(entry.id) && update(entry.id, { percent }))
          .then((url) => update(entry.id, { url, status: 'done', percent: 100 }))
          .catch((err: unknown) => {
            const message = errorMessage(err, 'Failed to upload file to storage');
            update(entry.id, { status: 'error', error: message });
            if (!removed.current.has(entry.id)) toast.error(message);
          });
      }
    },
    [folder, toast, update],
  );

  const remove = useCallback((id: string) => {
    removed.current.add(id);
    setEntries((list) => {
      const entry = list.find((e) => e.id === id);
      if (entry?.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(entry.preview);
      return list.filter((e) => e.id !== id);
    });
  }, []);

  return {
    entries,
    addFiles,
    remove,
    /** The addresses to save, in the order shown; failed uploads are left out. */
    urls: entries.filter((e) => e.status === 'done' && e.url).map((e) => e.url!),
    uploading: entries.some((e) => e.status === 'uploading'),
  };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;
