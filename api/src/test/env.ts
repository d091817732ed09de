// Runs before each test file, before any module reads the configuration.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

process.env.NODE_ENV = 'test';
process.env.DATABASE_URL ||= 'sqlite::memory:';
process.env.JWT_SECRET ||= 'test-signing-key';
// Departments count their days here unless a test gives one a zone (test/lending.ts, day).
process.env.TIME_ZONE ||= 'UTC';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'scenedock-test-'));
delete process.env.SMTP_URL;
