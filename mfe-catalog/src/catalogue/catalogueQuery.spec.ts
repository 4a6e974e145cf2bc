import { DEFAULT_STATE, PAGE_SIZE, pageRequest, readCatalogueState, writeCatalogueState } from './catalogueQuery';

const read = (query: string) => readCatalogueState(new URLSearchParams(query));

describe('catalogue state in the address', () => {
  it('an empty address is the default: every category, by name, grid, page 1', () => {
    expect(read('')).toEqual(DEFAULT_STATE);
    expect(writeCatalogueState(DEFAULT_STATE).toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const state = { q: 'jbl eon', category: 'lights', sort: 'price-desc', view: 'list', page: 3 } as const;
    const query = writeCatalogueState(state).toString();
    expect(query).toBe('q=jbl+eon&category=lights&sort=price-desc&view=list&page=3');
    expect(read(query)).toEqual(state);
  });

  it('falls back to the defaults for values a hand-edited link may carry', () => {
    expect(read('category=drums&sort=colour&view=table&page=0')).toEqual(DEFAULT_STATE);
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=-4').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
    expect(read(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
    expect(read('q=%20%20').q).toBe('');
  });

  it('asks the API for one page, with the sort split into column and direction', () => {
    expect(pageRequest(read(''))).toEqual({ page: 1, limit: PAGE_SIZE, sort: 'name', order: 'asc' });
    expect(pageRequest(read('q=par&category=lights&sort=price-desc&page=2&view=list'))).toEqual({
      page: 2,
      limit: PAGE_SIZE,
      q: 'par',
      category: 'lights',
      sort: 'price',
      order: 'desc',
    });
    expect(pageRequest(read('sort=category')).sort).toBe('category');
  });
});
