import type { MountOptions } from './contract';

/** Throws unless the options give exactly one way to the person's token: `getAccessToken` (the page
 * keeps the Scenedock session) or `getPortalToken` (the screen keeps it, from the portal's token). */
export function checkTokenSource(options: Pick<MountOptions, 'getAccessToken' | 'getPortalToken'>): void {
  const given = [options.getAccessToken, options.getPortalToken].filter((f) => f !== undefined && f !== null);
  if (given.length !== 1 || typeof given[0] !== 'function') {
    throw new TypeError(
      'Scenedock.mount needs exactly one of getAccessToken (a Scenedock access token the page keeps) ' +
        "and getPortalToken (the portal's signed token for its user), as a function",
    );
  }
}
