/**
 * @hey-api/openapi-ts over the committed document, as a third party would run it: its default
 * generators (types, SDK functions) and its fetch client. `npm run openapi:clients`.
 */
import path from 'node:path';
import { defineConfig } from '@hey-api/openapi-ts';

export default defineConfig({
  input: path.join(__dirname, '..', 'openapi.json'),
  output: path.join(__dirname, 'generated', 'hey-api'),
  plugins: ['@hey-api/typescript', '@hey-api/sdk', '@hey-api/client-fetch'],
});
