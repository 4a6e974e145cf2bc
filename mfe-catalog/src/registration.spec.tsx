// The registration's `preload` promises the shell's HTML that a visitor's first visit to a path
// starts with exactly these API reads: the HTML fetches them early, and the page's own requests
// must be the same, or the early ones are wasted and the page waits anyway.
import { waitFor } from '@testing-library/react';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import { registrationOf } from '@rental/platform/routes';
import routes from './routes';
import { page, renderCatalog, speaker } from './test/renderCatalog';

// The registration the build derives from the routes module (what the manifest carries).
const registration = registrationOf(routes);

const API = 'http://localhost:3000';

describe('registration preload', () => {
  it.each([
    ['/', '/'],
    ['/items', '/items'],
    ['/product/:key', `/product/${speaker.key}`],
  ])('%s: the first API reads are the ones the registration names', async (path, address) => {
    const network = mockFetch({ 'GET /api/products': { body: page([speaker]) }, [`GET /api/products/${speaker.key}`]: { body: speaker } });
    renderCatalog(address);
    const expected = (registration.preload as Record<string, string[]>)[path].map((read) => API + read.replace(':key', speaker.key));
    await waitFor(() => expect(network.calls.length).toBeGreaterThanOrEqual(expected.length));
    expect(network.calls.slice(0, expected.length).map((call) => call.url)).toEqual(expected);
  });
});
