/** The id of the page's main landmark, where the skip link leads: one per page, frame or public. */
export const MAIN_ID = 'main-content';

/**
 * "Skip to main content": the first thing a Tab reaches, shown only while focused, past the
 * sidebar and the top bar. It moves the focus itself (the main landmark takes it with
 * tabIndex -1) instead of following `#main-content`, which would put a hash in the router's address.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
      className="sr-only rounded-md bg-white px-4 py-2 text-sm font-semibold text-indigo-700 shadow-lg ring-2 ring-indigo-600 focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[60]"
    >
      Skip to main content
    </a>
  );
}
