import { forgetServerMarkup, keepServerMarkup, pinnedRemotes, readServerRendered, serverMarkupFor, serverState } from './serverRendered';

const state = (value: unknown) => `<script type="application/json" id="server-state">${JSON.stringify(value)}</script>`;
const RENDERED = {
  remote: 'catalog',
  entry: { manifest: 'https://cat.example/releases/1.0.0-a/mf-manifest.json', integrity: { manifest: 'sha384-a', entry: 'sha384-b' } },
  queries: { 'getProduct("A")': { status: 'fulfilled', data: { key: 'A' } } },
};

describe('a page the shell server rendered', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is taken from the release it was rendered with; the other remotes as remotes.json says', () => {
    document.body.innerHTML = `<div id="root"></div>${state(RENDERED)}`;
    const rendered = readServerRendered();
    const remotes = { catalog: 'https://cat.example/releases/1.0.1-b/mf-manifest.json', gallery: 'https://gal.example/mf-manifest.json' };
    expect(pinnedRemotes(remotes, rendered)).toEqual({ catalog: RENDERED.entry, gallery: remotes.gallery });
    expect(pinnedRemotes({ gallery: remotes.gallery }, rendered)).toEqual({ gallery: remotes.gallery });
  });

  it("starts the store from the server's responses and the tags they provide (a write in the browser refetches them)", () => {
    const provided = { tags: { Product: { A: ['getProduct("A")'] } }, keys: { 'getProduct("A")': [{ type: 'Product', id: 'A' }] } };
    document.body.innerHTML = state({ ...RENDERED, provided });
    const preloaded = serverState(readServerRendered());
    expect(preloaded?.api?.queries).toEqual(RENDERED.queries);
    expect(preloaded?.api?.provided).toEqual(provided);
  });

  it("ignores what a remote's markup could carry (only <body>'s own element counts) and anything malformed", () => {
    document.body.innerHTML = `<div id="root">${state(RENDERED)}</div>`;
    expect(readServerRendered()).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="server-state">{not json</script>';
    expect(readServerRendered()).toBeNull();
    expect(serverState(null)).toBeUndefined();
  });

  it("keeps the server's markup of the remote's page, at this address only, until it is forgotten", () => {
    window.history.replaceState(null, '', '/items?page=2');
    document.body.innerHTML = `<div id="root"><header class="boot-nav"></header><main class="boot-main" data-server-rendered="catalog"><h1>Catalogue</h1><p>Rs 1,500.00</p></main></div>${state(RENDERED)}`;
    const rendered = readServerRendered();
    keepServerMarkup(rendered);
    const nodes = serverMarkupFor('catalog', { pathname: '/items', search: '?page=2' });
    expect(nodes?.map((node) => node.textContent)).toEqual(['Catalogue', 'Rs 1,500.00']);
    expect(serverMarkupFor('catalog', { pathname: '/items', search: '' })).toBeNull();
    expect(serverMarkupFor('gallery', { pathname: '/items', search: '?page=2' })).toBeNull();
    forgetServerMarkup();
    expect(serverMarkupFor('catalog', { pathname: '/items', search: '?page=2' })).toBeNull();
  });

  it("moves React's resources at the top of the server's markup (picture preloads, the page's stylesheet) into <head>, and keeps the page's own nodes", () => {
    window.history.replaceState(null, '', '/items');
    document.head.innerHTML = '';
    document.body.innerHTML = `<div id="root"><main class="boot-main" data-server-rendered="catalog"><link rel="preload" as="image" href="/a.svg" fetchpriority="high"><style data-precedence="default" data-href="mfe-catalog">.cat-page{}</style><!--$--><div class="cat-page"><h1>Catalogue</h1></div><!--/$--></main></div>${state(RENDERED)}`;
    keepServerMarkup(readServerRendered());
    const nodes = serverMarkupFor('catalog', { pathname: '/items', search: '' })!;
    expect(nodes.map((node) => node.nodeName)).toEqual(['#comment', 'DIV', '#comment']);
    expect([...document.head.children].map((element) => element.outerHTML)).toEqual(['<link rel="preload" as="image" href="/a.svg" fetchpriority="high">', '<style data-precedence="default" data-href="mfe-catalog">.cat-page{}</style>']);
    forgetServerMarkup();
  });

  it('keeps nothing when the markup is not the rendered remote\'s or there is no server state', () => {
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = `<div id="root"><main class="boot-main" data-server-rendered="gallery"><h1>Gallery</h1></main></div>${state(RENDERED)}`;
    keepServerMarkup(readServerRendered());
    expect(serverMarkupFor('catalog', { pathname: '/', search: '' })).toBeNull();
    document.body.innerHTML = '<div id="root"><main class="boot-main" data-server-rendered="catalog"><h1>Home</h1></main></div>';
    keepServerMarkup(readServerRendered());
    expect(serverMarkupFor('catalog', { pathname: '/', search: '' })).toBeNull();
  });
});
