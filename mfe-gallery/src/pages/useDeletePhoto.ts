// An admin's delete: confirm first, then DELETE; the page reloads its data through the Gallery tag.
import { type RefObject, useRef, useState } from 'react';
import type { GalleryItem } from '@rental/platform/types';
import { useDeleteGalleryItemMutation } from '../api/galleryApi';

export function useDeletePhoto(headingRef: RefObject<HTMLHeadingElement | null>) {
  const [deleteItem, { isLoading: deleting }] = useDeleteGalleryItemMutation();
  const [photo, setPhoto] = useState<GalleryItem | null>(null);
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const trigger = useRef<HTMLElement | null>(null);
  const deleted = useRef(false);

  const askToDelete = (item: GalleryItem, button: HTMLElement) => {
    trigger.current = button;
    deleted.current = false;
    setPhoto(item);
    setOpen(true);
  };

  const confirm = async () => {
    if (!photo) return;
    try {
      await deleteItem(photo._id).unwrap();
      deleted.current = true;
      setAnnouncement('Photo deleted');
    } catch (error) {
      // Spec §8: a failed gallery delete shows nothing; it is only logged.
      console.error('Failed to delete gallery item', error);
    }
    setOpen(false);
  };

  return {
    askToDelete,
    /** Read out to screen readers after a delete. */
    announcement,
    /** Props for <ConfirmDelete>. */
    confirmProps: {
      item: photo,
      open,
      deleting,
      onConfirm: () => void confirm(),
      onCancel: () => setOpen(false),
      afterClose: () => {
        // The deleted photo's card is gone: focus the heading; after Cancel, back to its Delete button.
        if (!deleted.current && trigger.current?.isConnected) trigger.current.focus();
        else headingRef.current?.focus();
        setPhoto(null);
      },
    },
  };
}
