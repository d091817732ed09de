/**
 * One API instance of the abuse bench: the API's own entry (api/src/main.ts, as `node
 * api/dist/main.js` runs it), from source, as ./bench starts it (`node --import tsx`, so the
 * process it measures is the API itself). Source maps off, as in production (see ../environment).
 */
process.setSourceMapsEnabled(false);
void import('../../api/src/main');
