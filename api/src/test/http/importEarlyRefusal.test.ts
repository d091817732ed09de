/**
 * An import that would be refused is refused before its file is read (http/importAllowance.ts):
 * the answers below come to bodies that are not even readable uploads, which a read would have
 * answered 400.
 */
import crypto from 'node:crypto';
import { ImportJob } from '../../models';
import { MAX_ACTIVE_IMPORTS } from '../../services/imports/jobs';
import { buildMember } from '../factories';
import { testServer, useTestDatabase } from '../server';

useTestDatabase();

/** A multipart request whose body breaks off: multer would answer it 400. */
const brokenUpload = (api: ReturnType<typeof testServer>, kind: string) =>
  api
    .post(`/api/v1/${kind}/bulk-import`)
    .set('Content-Type', 'multipart/form-data; boundary=xyz')
    .send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nName');

describe('an import refused before its file is read', () => {
  it('answers a role that may not import 403', async () => {
    const { user, department } = await buildMember('student');
    const res = await brokenUpload(testServer(user, department), 'props');
    expect(res.status).toBe(403);
  });

  it(`answers a department with ${MAX_ACTIVE_IMPORTS} imports waiting or running 429, and reads the file again once one ends`, async () => {
    const { user, department } = await buildMember('manager');
    const api = testServer(user, department);
    // Read, the broken body is a 400: the department has room.
    expect((await brokenUpload(api, 'sets')).status).toBe(400);
    const jobs = await Promise.all(
      Array.from({ length: MAX_ACTIVE_IMPORTS }, (_, i) =>
        ImportJob.create({
          job_id: crypto.randomUUID(),
          department_id: department.id,
          user_id: user.id,
          item_type: 'props',
          status: 'processing',
          file_name: `waiting-${i}.csv`,
          file_size: 10,
        }),
      ),
    );
    for (const kind of ['props', 'sets', 'costumes']) {
      const res = await brokenUpload(api, kind);
      expect(res.status).toBe(429);
      expect(res.body.detail).toBe(
        `This department already has ${MAX_ACTIVE_IMPORTS} imports waiting or running: wait for one to finish`,
      );
      expect(res.headers['retry-after']).toBe('30');
    }
    await jobs[0].update({ status: 'completed' });
    expect((await brokenUpload(api, 'costumes')).status).toBe(400);
  });
});
