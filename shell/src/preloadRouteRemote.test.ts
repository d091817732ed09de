import { preloadRouteRemote } from './preloadRouteRemote';

const remotes = {
  inventory: '/mfe/inventory/mf-manifest.json',
  lending: 'https://mfe.school.example/lending/mf-manifest.json',
};

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((link) => ({
    href: link.href,
    as: link.as,
    crossOrigin: link.crossOrigin,
    priority: link.getAttribute('fetchpriority'),
  }));

afterEach(() => document.head.replaceChildren());

describe('preloading the remote of the address the page opens at', () => {
  it('asks for the manifest and the entry beside it, at low priority', () => {
    preloadRouteRemote(remotes, '/props/12');
    expect(preloads()).toEqual([
      {
        href: 'http://localhost/mfe/inventory/mf-manifest.json',
        as: 'fetch',
        crossOrigin: 'anonymous',
        priority: 'low',
      },
      {
        href: 'http://localhost/mfe/inventory/remoteEntry.js',
        as: 'script',
        crossOrigin: null,
        priority: 'low',
      },
    ]);
  });

  it('finds a remote deployed on its own origin', () => {
    preloadRouteRemote(remotes, '/borrowing');
    expect(preloads().map((p) => p.href)).toEqual([
      'https://mfe.school.example/lending/mf-manifest.json',
      'https://mfe.school.example/lending/remoteEntry.js',
    ]);
  });

  it('asks for nothing on the shell’s own pages or for a remote that is not deployed', () => {
    preloadRouteRemote(remotes, '/settings');
    preloadRouteRemote(remotes, '/');
    preloadRouteRemote(remotes, '/users');
    expect(preloads()).toEqual([]);
  });
});
