import { Prop } from '../../models';
import { buildMember, buildProduction, buildProp } from '../factories';
import { testServer, useTestDatabase } from '../server';

useTestDatabase();

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('content-types-png'),
]);

async function admin() {
  const { user, department } = await buildMember('admin');
  return { api: testServer(user, department), department };
}

describe('the media type of a body', () => {
  it('refuses a form-encoded body to a JSON call with 415 and creates nothing', async () => {
    const { api, department } = await admin();
    const res = await api
      .post('/api/v1/props')
      .type('form')
      .send(`name=Skull&category=other&department_id=${department.id}`);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      detail: 'Send the body as JSON (Content-Type: application/json)',
      code: 'unsupported_media_type',
    });
    expect(await Prop.count({ where: { department_id: department.id } })).toBe(0);
  });

  it.each([
    ['text/plain', '{"name":"Skull","category":"other"}'],
    ['application/xml', '<prop><name>Skull</name></prop>'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nSkull\r\n--x--\r\n',
    ],
  ])('refuses %s to a JSON call with 415', async (type, body) => {
    const { api } = await admin();
    const res = await api.post('/api/v1/props').set('Content-Type', type).send(body);
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('unsupported_media_type');
  });

  it('refuses a body without a Content-Type on a JSON call (an update too)', async () => {
    const { api, department } = await admin();
    const prop = await buildProp({ department_id: department.id, name: 'Lamp' });
    const res = await api.put(`/api/v1/props/${prop.id}`).set('Content-Type', '').send('{"name":"Other"}');
    expect(res.status).toBe(415);
    await prop.reload();
    expect(prop.name).toBe('Lamp');
  });

  it('takes JSON, JSON with a charset and +json types', async () => {
    const { api } = await admin();
    await api.post('/api/v1/props').send({ name: 'Skull', category: 'other' }).expect(201);
    await api
      .post('/api/v1/props')
      .set('Content-Type', 'application/json; charset=utf-8')
      .send(JSON.stringify({ name: 'Sword', category: 'other' }))
      .expect(201);
    await api
      .post('/api/v1/props')
      .set('Content-Type', 'application/merge-patch+json')
      .send(JSON.stringify({ name: 'Crown', category: 'other' }))
      .expect(201);
  });

  it('leaves bodiless requests alone (GET, DELETE, a POST without a body)', async () => {
    const { api, department } = await admin();
    const prop = await buildProp({ department_id: department.id });
    await api.get('/api/v1/props').set('Content-Type', 'text/plain').expect(200);
    await api.delete(`/api/v1/props/${prop.id}`).set('Content-Type', 'text/plain').expect(204);
    // A call with a body answers for the body it did not get, not for the media type.
    const res = await api.post('/api/v1/props').set('Content-Type', 'text/plain');
    expect(res.status).not.toBe(415);
  });

  it('keeps the sign-in form and multipart uploads working, and refuses JSON sent to them', async () => {
    const anonymous = testServer();
    const login = await anonymous
      .post('/api/v1/auth/login')
      .type('form')
      .send('username=nobody%40test.example&password=whatever1');
    expect(login.status).toBe(401);
    const jsonLogin = await anonymous
      .post('/api/v1/auth/login')
      .send({ username: 'nobody@test.example', password: 'whatever1' });
    expect(jsonLogin.status).toBe(415);
    expect(jsonLogin.body.detail).toBe(
      'Send the body as a form (Content-Type: application/x-www-form-urlencoded)',
    );

    const { api } = await admin();
    await api
      .post('/api/v1/files/upload')
      .field('file_type', 'prop')
      .attach('file', PNG, 'a.png')
      .expect(201);
    const jsonUpload = await api.post('/api/v1/files/upload').send({ file_type: 'prop' });
    expect(jsonUpload.status).toBe(415);
    expect(jsonUpload.body.detail).toBe('Send the body as multipart/form-data');
  });

  it('answers 404 for an unknown path whatever the body', async () => {
    const { api } = await admin();
    const res = await api.post('/api/v1/no-such-thing').type('form').send('a=1');
    expect(res.status).toBe(404);
  });
});

describe('strict JSON types', () => {
  it('refuses an id sent as a string with 422 at its field', async () => {
    const { api, department } = await admin();
    const res = await api
      .post('/api/v1/props')
      .send({ name: 'Skull', category: 'other', department_id: String(department.id) });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      { loc: ['body', 'department_id'], msg: 'Must be a whole number', type: 'type_error.integer' },
    ]);
    expect(await Prop.count({ where: { department_id: department.id } })).toBe(0);
  });

  it('refuses a production id sent as a string on an update', async () => {
    const { api, department } = await admin();
    const prop = await buildProp({ department_id: department.id });
    const production = await buildProduction({ department_id: department.id });
    const res = await api
      .put(`/api/v1/props/${prop.id}`)
      .send({ current_production_id: String(production.id) });
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc).toEqual(['body', 'current_production_id']);
    expect(res.body.detail[0].type).toBe('type_error.integer');
  });

  it('still reads numbers in the query string and the path', async () => {
    const { api, department } = await admin();
    const prop = await buildProp({ department_id: department.id });
    await api.get(`/api/v1/props/${prop.id}`).expect(200);
    const page = await api.get('/api/v1/props?limit=5&skip=0').expect(200);
    expect(Array.isArray(page.body)).toBe(true);
  });
});
