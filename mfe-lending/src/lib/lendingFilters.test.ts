import { offeredItem } from './lendingFilters';

describe('offeredItem', () => {
  it('reads the item an item page offers', () => {
    expect(offeredItem('prop:7')).toEqual({ type: 'prop', id: 7 });
    expect(offeredItem('set_piece:12')).toEqual({ type: 'set_piece', id: 12 });
    expect(offeredItem('costume_piece:3')).toEqual({ type: 'costume_piece', id: 3 });
  });

  it('ignores what is not an item', () => {
    for (const value of [
      null,
      '',
      'prop',
      'prop:',
      'prop:0',
      'prop:-1',
      'prop:1.5',
      'lamp:4',
      'prop:7x',
      'props:7',
    ])
      expect(offeredItem(value)).toBeNull();
  });
});
