// The one registration schema: strict for the build (every problem worded), tolerant for the
// shell (unknown fields ignored, a bad route or nav entry skipped and logged, never a throw), and
// the one matcher.
import { declarationProblems, defineRemote, matchRoute, matchesPath, readRegistration, registrationOf, registrationProblems } from './routes';

const catalogue = defineRemote({
  routes: [
    { path: '/', nav: { label: 'Home', order: 10 } },
    { path: '/items', nav: { label: 'Items', order: 20 } },
    { path: '/product/:key', load: ({ params }) => [{ endpoint: 'getProduct', arg: params.key }] },
  ],
});

describe('the build (strict)', () => {
  it('derives the wire registration: paths in order, nav by order; pages inside a "/*" route are not routes of their own', () => {
    expect(registrationOf(catalogue)).toEqual({
      paths: ['/', '/items', '/product/:key'],
      nav: [
        { to: '/', label: 'Home', order: 10 },
        { to: '/items', label: 'Items', order: 20 },
      ],
    });
    const admin = defineRemote({
      adminOnly: true,
      layout: 'full',
      routes: [{ path: '/admin/*', nav: { to: '/admin/', label: 'Admin', order: 70 }, pages: [{ path: '/admin/users', load: () => [] }] }],
    });
    expect(declarationProblems(admin)).toEqual([]);
    expect(registrationOf(admin)).toEqual({ paths: ['/admin/*'], adminOnly: true, layout: 'full', nav: [{ to: '/admin/', label: 'Admin', order: 70 }] });
  });

  it('lists every problem of a bad declaration, where it is', () => {
    expect(declarationProblems(catalogue)).toEqual([]);
    expect(
      declarationProblems({
        layout: 'wide',
        routes: [{ path: 'items', page: 'ItemsPage', nav: { label: ' ', order: 'first' }, colour: 'red' }, { path: '/x', frame: './pages/XFrame.tsx' }],
      }),
    ).toEqual([
      'layout: must be one of "site", "full"',
      'routes[0].path: must be a path starting with "/" (e.g. "/items", "/product/:key", "/admin/*")',
      'routes[0].page: must be a function',
      'routes[0].nav.label: must be a non-empty text',
      'routes[0].nav.order: must be number',
      'routes[0]: unknown key "colour"',
      'routes[1]: unknown key "frame"',
    ]);
    expect(declarationProblems({ routes: [] })).toEqual(['routes: must declare at least one route']);
    expect(declarationProblems({ routes: [{ path: '/a' }, { path: '/a' }, { path: '/b/*', pages: [{ path: '/c' }] }] })).toEqual([
      'routes[1].path: "/a" is declared twice',
      'routes[2].pages[0].path: "/c" is not a page of "/b/*"',
    ]);
  });

  it('checks a registration (what a manifest carries) with the same schema', () => {
    expect(registrationProblems(registrationOf(catalogue))).toEqual([]);
    expect(registrationProblems({ paths: ['/'], extra: 1 })).toEqual(['(the whole): unknown key "extra"']);
    // What data frames needed is gone from the format: a build never writes it again.
    expect(registrationProblems({ paths: ['/'], preload: { '/': ['/api/products'] }, frames: { '/': './HomeFrame.tsx' } })).toEqual(['(the whole): unknown keys "preload", "frames"']);
  });
});

describe('the shell (tolerant)', () => {
  it('ignores unknown fields, skips and logs a bad route or nav entry, and never throws', () => {
    const log = jest.fn();
    const read = readRegistration(
      // An older remote's manifest still carries `preload` and `frames`: read as any unknown field.
      { paths: ['/items', 'nope', 42, '//evil.test'], nav: [{ to: '/items', label: 'Items', order: 20, colour: 'red' }, { to: '/x', label: '', order: 1 }, null], future: { anything: true }, layout: 'sideways', preload: { '/items': ['/api/products'] }, frames: { '/items': '<h1>Items</h1>' } },
      log,
    );
    expect(read).toEqual({ paths: ['/items'], nav: [{ to: '/items', label: 'Items', order: 20, signedInOnly: false, menuOnly: false }], adminOnly: false, layout: 'site' });
    expect(log).toHaveBeenCalledTimes(5);
    expect(log.mock.calls[0][0]).toMatch(/skipped the route "nope"/);
    expect(log.mock.calls[3][0]).toMatch(/skipped a nav entry \(label: must be a non-empty text\)/);
  });

  it('is null with no usable path, for anything that is not a registration', () => {
    for (const value of [null, 'x', [], {}, { paths: 'x' }, { paths: ['x'] }]) expect(readRegistration(value, () => undefined)).toBeNull();
  });
});

describe('one matcher', () => {
  it("matches as react-router does: ':name' segments, a trailing '/*', a trailing slash", () => {
    expect(matchesPath('/product/:key', '/product/AUD-001')).toBe(true);
    expect(matchesPath('/product/:key', '/product/')).toBe(false);
    expect(matchesPath('/admin/*', '/admin')).toBe(true);
    expect(matchesPath('/admin/*', '/admin/orders/7')).toBe(true);
    expect(matchesPath('/items', '/items/')).toBe(true);
    expect(matchesPath('/items', '/itemsx')).toBe(false);
  });

  it('finds the first route and decodes its parameters once', () => {
    expect(matchRoute(catalogue.routes, '/product/A%2FB%25')).toMatchObject({ route: { path: '/product/:key' }, params: { key: 'A/B%' } });
    expect(matchRoute(catalogue.routes, '/nowhere')).toBeNull();
  });
});
