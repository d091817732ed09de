import fs from 'node:fs';
import { e2eState, STATE_FILE } from './server';

export default function globalTeardown(): void {
  if (!fs.existsSync(STATE_FILE)) return;
  const state = e2eState();
  for (const pid of state.pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  fs.rmSync(state.dataDir, { recursive: true, force: true });
  fs.rmSync(STATE_FILE, { force: true });
}
