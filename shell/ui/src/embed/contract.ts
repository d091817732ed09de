/**
 * What a page that is not ours passes to a remote's `./mount` (or to the loader's
 * `Scenedock.mount`) and gets back: the embedding contract, explained from the outside in
 * docs/embedding.md. Types only, so the loader can use them without loading React.
 */

/** Why a screen cannot show the department's data. */
export type EmbedFailureReason =
  'no-token' | 'token-rejected' | 'no-department' | 'not-a-member' | 'unreachable';

export interface EmbedFailure {
  reason: EmbedFailureReason;
  /** the heading the screen shows */
  title: string;
  /** the sentence the screen shows under it */
  message: string;
}

export interface MountOptions {
  /** The API's base address, e.g. https://scenedock.example/api/v1 */
  apiBaseUrl: string;
  /** Answers the current access token, or null when signed out; may be async. Asked before every
   * request, and once more after a 401 (the page may have renewed the token meanwhile). Give this
   * or `getPortalToken`, not both. */
  getAccessToken?: () => string | null | Promise<string | null>;
  /** Answers the portal's signed token for its current user (a JWT its backend signs for
   * Scenedock, each one works once), or null when nobody is signed in; may be async. Asked whenever
   * a new Scenedock session is needed: the screen exchanges it at `/auth/token` and keeps and
   * renews that session itself, in memory (docs/embedding.md, "Signing the portal's user in").
   * Give this or `getAccessToken`, not both. */
  getPortalToken?: () => string | null | Promise<string | null>;
  /** The department whose data the screen shows: one of the `departments` of `GET /users/me`.
   * Required with `getAccessToken` (null shows `no-department`); with `getPortalToken` it may be
   * left out (or null): the person's first department is shown. */
  departmentId?: number | null;
  /** The screen to open, e.g. 'props' or 'users'; a path under it works too ('props?search=lamp').
   * Default: the remote's first screen. */
  screen?: string;
  /** Bind the screen's navigation to the page address under this prefix (e.g. '/theatre'), so
   * links can be shared and Back and Forward move through it. Default: navigation in memory. */
  basename?: string;
  /** Called when the screen cannot show the department's data (it shows the same message). */
  onAuthError?: (failure: EmbedFailure) => void;
  /** Called after each navigation inside the screen with its path, e.g. '/props?search=lamp'. */
  onNavigate?: (path: string) => void;
}

/** A mounted screen. */
export interface MountedScreen {
  /** Removes everything the mount added to the page. */
  unmount: () => void;
  /** Moves the screen to another of its remote's paths, e.g. '/sets'. */
  navigate: (path: string) => void;
}
