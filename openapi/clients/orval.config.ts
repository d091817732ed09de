/** orval over the committed document with its fetch client and defaults. `npm run openapi:clients`. */
import path from 'node:path';
import { defineConfig } from 'orval';

export default defineConfig({
  scenedock: {
    input: { target: path.join(__dirname, '..', 'openapi.json') },
    output: { target: path.join(__dirname, 'generated', 'orval', 'scenedock.ts'), client: 'fetch' },
  },
});
