import { createApi } from '@reduxjs/toolkit/query/react';
import { itemOf } from '../responses/responses';
import type { Credentials, LoginResult, RegisterResult, Registration, User } from '../types/api';
import { apiBaseQuery } from './baseQuery';

/**
 * The one API client (reducerPath `api`). The kernel defines only the calls it needs itself: who
 * is signed in, and signing in or up. Every remote adds its own calls with `api.injectEndpoints`,
 * using these tag types, so invalidation works across the whole site (a booking made in one remote
 * refreshes another's availability). The tag types are part of the kernel's contract.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: ['User', 'Product', 'Order', 'Gallery', 'Availability'],
  endpoints: (build) => ({
    getCurrentUser: build.query<User, void>({
      query: () => '/api/users/',
      transformResponse: (response: unknown) => itemOf<User>(response, 'user'),
      providesTags: [{ type: 'User', id: 'ME' }],
    }),
    login: build.mutation<LoginResult, Credentials>({
      query: (body) => ({ url: '/api/users/login', method: 'POST', body }),
    }),
    googleLogin: build.mutation<LoginResult, { accessToken: string }>({
      query: (body) => ({ url: '/api/users/google', method: 'POST', body }),
    }),
    register: build.mutation<RegisterResult, Registration>({
      query: (body) => ({ url: '/api/users/', method: 'POST', body }),
    }),
  }),
});

export const { useGetCurrentUserQuery, useLoginMutation, useGoogleLoginMutation, useRegisterMutation } = api;
