// The gallery's calls (spec §7), added to the one shared API client.
import { api } from '@rental/platform';
import type { GalleryItem, Paginated } from '@rental/platform/types';

/** Spec §9: 20 photos a page. */
export const GALLERY_PAGE_SIZE = 20;

export interface GalleryPageArgs {
  page: number;
  limit?: number;
}

export const galleryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGalleryPage: build.query<Paginated<GalleryItem>, GalleryPageArgs>({
      query: ({ page, limit = GALLERY_PAGE_SIZE }) => ({ url: '/api/gallery', params: { page, limit } }),
      providesTags: [{ type: 'Gallery', id: 'LIST' }],
    }),
    /**
     * Invalidates on failure too: a photo another admin already removed answers 404, and the
     * reloaded page then shows the truth. The whole type, not just this remote's LIST: the admin
     * area's gallery list sits in the same store under the bare 'Gallery' tag.
     */
    deleteGalleryItem: build.mutation<{ message?: string }, string>({
      query: (id) => ({ url: `/api/gallery/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Gallery'],
    }),
  }),
});

export const { useGetGalleryPageQuery, useDeleteGalleryItemMutation, usePrefetch: useGalleryPrefetch } = galleryApi;
