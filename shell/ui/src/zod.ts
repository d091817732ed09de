/**
 * Zod, as every form imports it (the lint rule sends `import … from 'zod'` here). Unless told
 * otherwise, Zod tries `new Function` once to see whether it may compile faster parsers; the
 * Content-Security-Policy forbids eval, so the try only logged a violation in every browser console
 * (and a failed best-practices audit). Forms are small: the plain parser is fast enough.
 * The setting is Zod's global, so it holds for every frontend's copy in the page.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
