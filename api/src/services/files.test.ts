import fs from 'node:fs';
import path from 'node:path';
import { config } from '../config';
import { useTestDatabase, testServer } from '../test/server';
import { buildMember } from '../test/factories';

useTestDatabase();

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-test-png'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg-body')]);
const GIF = Buffer.from('GIF89a-gif-body');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 body')]);

async function uploader() {
  const { user, department } = await buildMember('assistant');
  return testServer(user, department);
}

const storedFiles = () => (fs.existsSync(config.uploadDir) ? fs.readdirSync(config.uploadDir) : []);

describe('POST /files/upload', () => {
  it.each([
    ['png', PNG, 'image/png'],
    ['jpg', JPEG, 'image/jpeg'],
    ['gif', GIF, 'image/gif'],
    ['webp', WEBP, 'image/webp'],
  ])('stores a %s by its content and serves it back from the url', async (ext, buffer, type) => {
    const api = await uploader();
    const res = await api
      .post('/api/v1/files/upload')
      .field('file_type', 'prop')
      .attach('file', buffer, 'photo.bin')
      .expect(201);
    expect(res.body).toEqual(
      expect.objectContaining({ content_type: type, file_type: 'prop', size: buffer.length }),
    );
    expect(res.body.filename).toMatch(new RegExp(`^[0-9a-f]{64}\\.${ext}$`));
    const url = new URL(res.body.url);
    expect(url.origin).toBe(config.publicUrl);
    const served = await testServer().get(url.pathname).expect(200);
    expect(served.headers['content-type']).toBe(type);
    expect(Buffer.from(served.body as Buffer).equals(buffer)).toBe(true);
    expect(fs.readFileSync(path.join(config.uploadDir, res.body.filename)).equals(buffer)).toBe(true);
  });

  it('stores the same image once under the same name', async () => {
    const api = await uploader();
    const first = await api
      .post('/api/v1/files/upload')
      .field('file_type', 'set')
      .attach('file', PNG, 'a.png');
    const second = await api
      .post('/api/v1/files/upload')
      .field('file_type', 'set')
      .attach('file', PNG, 'b.png');
    expect(first.body.filename).toBe(second.body.filename);
  });

  it('refuses a file whose content is not an image, whatever its name, and stores nothing', async () => {
    const api = await uploader();
    const before = storedFiles().length;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await api
      .post('/api/v1/files/upload')
      .field('file_type', 'prop')
      .attach('file', svg, 'innocent.png')
      .expect(400);
    expect(res.body.detail).toBe('File type must be an image (JPEG, PNG, WebP or GIF)');
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses files over 5 MB with 413 and stores nothing', async () => {
    const api = await uploader();
    const before = storedFiles().length;
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await api
      .post('/api/v1/files/upload')
      .field('file_type', 'prop')
      .attach('file', big, 'big.png')
      .expect(413);
    expect(res.body.detail).toBe('File size must be less than 5MB');
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a missing file, an unknown file_type and a second file', async () => {
    const api = await uploader();
    await api.post('/api/v1/files/upload').field('file_type', 'prop').expect(422);
    const type = await api
      .post('/api/v1/files/upload')
      .field('file_type', 'poster')
      .attach('file', PNG, 'a.png')
      .expect(422);
    expect(type.body.detail[0].loc).toEqual(['body', 'file_type']);
    await api
      .post('/api/v1/files/upload')
      .field('file_type', 'prop')
      .attach('file', PNG, 'a.png')
      .attach('file', GIF, 'b.gif')
      .expect(400);
  });
});
