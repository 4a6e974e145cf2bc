import { freeState } from './freeUnits';

describe('free units of a day', () => {
  it('tells all, some and no units free apart', () => {
    expect(freeState(3, 3)).toBe('all');
    expect(freeState(2, 3)).toBe('some');
    expect(freeState(0, 3)).toBe('none');
    expect(freeState(0, 0)).toBe('none');
    expect(freeState(1, 1)).toBe('all');
  });
});
