/** Zod Mini (the shell's sign-in forms, small for the first screen), set up as ./zod.ts says. */
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };
