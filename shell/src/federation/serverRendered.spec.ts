import { pinnedRemotes, readServerRendered, serverState } from './serverRendered';

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

  it("starts the store from the server's reads", () => {
    document.body.innerHTML = state(RENDERED);
    const preloaded = serverState(readServerRendered());
    expect(preloaded?.api?.queries).toEqual(RENDERED.queries);
  });

  it("ignores what a remote's markup could carry (only <body>'s own element counts) and anything malformed", () => {
    document.body.innerHTML = `<div id="root">${state(RENDERED)}</div>`;
    expect(readServerRendered()).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="server-state">{not json</script>';
    expect(readServerRendered()).toBeNull();
    expect(serverState(null)).toBeUndefined();
  });
});
