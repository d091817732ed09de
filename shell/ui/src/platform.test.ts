import { isReachable } from './platform';

describe('isReachable', () => {
  it('opens every page of the app in the shell', () => {
    expect(isReachable({ inShell: true }, '/lending?loan=3')).toBe(true);
  });

  it('opens only its own remote’s pages in a mount', () => {
    const inventory = { inShell: false, screens: ['props', 'sets', 'costumes', 'import-history'] };
    expect(isReachable(inventory, '/props/7')).toBe(true);
    expect(isReachable(inventory, '/sets')).toBe(true);
    expect(isReachable(inventory, '/lending?loan=3')).toBe(false);
    expect(isReachable(inventory, '/productions/2')).toBe(false);
    expect(isReachable({ inShell: false }, '/props/7')).toBe(false);
  });
});
