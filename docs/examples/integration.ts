/**
 * A third party's integration with Scenedock, written only against the client that
 * @hey-api/openapi-ts generates from the OpenAPI document (`npm run openapi:clients`). It signs in,
 * picks a department, pages through its props, creates a prop with an image, books it for a
 * production and reads the notifications, printing each step; any failure exits non-zero.
 *
 *   SCENEDOCK_URL=http://localhost:3000 SCENEDOCK_EMAIL=… SCENEDOCK_PASSWORD=… npm run openapi:example
 *
 * docs/integration.md walks through it.
 */
import { client } from '../../openapi/clients/generated/hey-api/client.gen';
import {
  createBooking,
  createProp,
  getMe,
  listNotifications,
  listProductions,
  listProps,
  login,
  updateProp,
  upload,
} from '../../openapi/clients/generated/hey-api';

const serverUrl = (process.env.SCENEDOCK_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
// The demo data's manager (SEED_DEMO=true): api/src/bootstrap/demo.ts.
const email = process.env.SCENEDOCK_EMAIL ?? 'manager@riverside.example';
const password = process.env.SCENEDOCK_PASSWORD ?? 'Stage-Door-2026!';
const PAGE_SIZE = 20;
// A 1×1 PNG: the server judges an image by its content, not its name or declared type.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function say(message: string): void {
  process.stdout.write(`${message}\n`);
}

/** What every generated SDK function resolves to (its default `responseStyle: 'fields'`). */
type Answer<T> = ({ data: T; error: undefined } | { data: undefined; error: unknown }) & {
  response?: Response;
};

/** Awaits one call and hands back its body and response, or throws with the status and error body. */
async function ok<T>(what: string, call: Promise<Answer<T>>): Promise<{ data: T; response: Response }> {
  const { data, error, response } = await call;
  if (!response) throw new Error(`${what}: no response (${String(error)})`);
  if (error !== undefined || !response.ok)
    throw new Error(`${what}: HTTP ${response.status} ${JSON.stringify(error)}`);
  return { data: data as T, response };
}

/** A count header the document declares (X-Total-Count, X-Unread-Count). */
function countHeader(response: Response, name: string): number {
  const value = Number(response.headers.get(name));
  if (!response.headers.has(name) || !Number.isInteger(value)) throw new Error(`no ${name} header`);
  return value;
}

async function main(): Promise<void> {
  // Every call goes to the API under /api/v1.
  client.setConfig({ baseUrl: `${serverUrl}/api/v1` });

  say(`1. Sign in to ${serverUrl} as ${email}`);
  const { data: tokens } = await ok('POST /auth/login', login({ body: { username: email, password } }));
  // From now on the calls the document secures send `Authorization: Bearer <access token>`.
  client.setConfig({ auth: tokens.access_token });
  say(`   access token received (${tokens.token_type})`);

  say('2. Choose a department (GET /users/me)');
  const { data: me } = await ok('GET /users/me', getMe());
  const department = me.departments.find((d) => d.role !== 'student') ?? me.departments[0];
  if (!department) throw new Error(`${me.email} belongs to no department`);
  say(
    `   ${me.first_name} ${me.last_name}: ${me.departments.map((d) => `${d.name} (${d.role})`).join(', ')}`,
  );
  say(`   acting in "${department.name}" (id ${department.id}) as ${department.role}`);
  // The header parameter every department call declares.
  const headers = { 'X-Current-Department': department.id };

  say(`3. Page through the props (GET /props, ${PAGE_SIZE} a page)`);
  let total = 0;
  let seen = 0;
  do {
    const { data: page, response } = await ok(
      'GET /props',
      listProps({ headers, query: { skip: seen, limit: PAGE_SIZE } }),
    );
    total = countHeader(response, 'X-Total-Count');
    if (page.length === 0 && seen < total) throw new Error(`empty page at ${seen} of ${total}`);
    say(`   ${seen + 1}–${seen + page.length} of ${total}: ${page.map((prop) => prop.name).join(', ')}`);
    seen += page.length;
  } while (seen < total);

  say('4. Create a prop (POST /props)');
  const { data: prop } = await ok(
    'POST /props',
    createProp({
      headers,
      body: {
        name: `Brass lantern (integration example ${new Date().toISOString()})`,
        category: 'lighting',
        condition: 'good',
        tags: 'example, lantern',
      },
    }),
  );
  say(`   prop ${prop.id} "${prop.name}" created, ${prop.category}, ${prop.condition}`);

  say('5. Upload an image for it (POST /files/upload, then PUT /props/{id} with image_url)');
  const { data: image } = await ok(
    'POST /files/upload',
    upload({ headers, body: { file: new Blob([PNG], { type: 'image/png' }), file_type: 'prop' } }),
  );
  say(`   stored ${image.size} bytes as ${image.content_type} at ${image.url}`);
  const { data: withImage } = await ok(
    'PUT /props/{id}',
    updateProp({ headers, path: { id: prop.id }, body: { image_url: image.url } }),
  );
  if (withImage.image_url !== image.url) throw new Error(`image_url is ${withImage.image_url}`);
  say(`   prop ${prop.id} image_url = ${withImage.image_url}`);

  say('6. Book it for a production (POST /bookings)');
  const { data: productions } = await ok(
    'GET /productions',
    listProductions({ headers, query: { upcoming: true, limit: 1 } }),
  );
  const production = productions[0];
  if (!production) throw new Error(`"${department.name}" has no upcoming production to book the prop for`);
  const { data: booking } = await ok(
    'POST /bookings',
    createBooking({
      headers,
      body: { kind: 'production', production_id: production.id, item_type: 'prop', item_id: prop.id },
    }),
  );
  if (booking.production_id !== production.id) throw new Error(`booked for ${booking.production_id}`);
  const days = booking.ends_on ? `${booking.starts_on} to ${booking.ends_on}` : `${booking.starts_on} on`;
  say(`   prop ${prop.id} is booked for "${booking.holder}" (production ${production.id}), ${days}`);

  say('7. Read the notifications (GET /notifications)');
  const { data: notifications, response } = await ok(
    'GET /notifications',
    listNotifications({ headers, query: { limit: 5 } }),
  );
  const all = countHeader(response, 'X-Total-Count');
  say(`   ${all} in all, ${countHeader(response, 'X-Unread-Count')} unread${all > 0 ? '; the latest:' : ''}`);
  for (const notification of notifications)
    say(`   - ${notification.read ? ' ' : '*'} ${notification.timestamp} ${notification.title}`);

  say('Done.');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Integration example failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
});
