// The Contact page's calls, added to the kernel's one client: the visitor's message (stored and
// e-mailed to the shop by the API) and the shop's phone, e-mail and address from its settings.
import { api } from '@rental/platform';
import type { ApiSchema } from '@rental/platform/types';

export type ShopDetails = ApiSchema<'ShopDetails'>;
export type ContactMessageBody = ApiSchema<'CreateContactMessageDto'>;
export type ContactMessageSent = ApiSchema<'ContactMessageSent'>;

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    shopDetails: build.query<ShopDetails, void>({ query: () => '/api/shop' }),
    sendContactMessage: build.mutation<ContactMessageSent, ContactMessageBody>({
      query: (body) => ({ url: '/api/contact', method: 'POST', body }),
    }),
  }),
});

export const { useShopDetailsQuery, useSendContactMessageMutation } = contactApi;
