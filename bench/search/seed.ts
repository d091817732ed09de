/**
 * Seeds the search bench's world with multi-row INSERTs: departments spread over a region, each with
 * its props, set pieces and costume pieces, a dated production booking some of them, loans between
 * departments in every status, and blocks (docs/bookings.md: every claim on an item is a row of
 * `bookings`, which the search reads). A fixed PRNG seed gives the same world every run.
 * `seedWorld` writes through mysql2; `seedWorldInto` through any `SeedSink` (bench/api writes
 * through Sequelize, on SQLite or MySQL/MariaDB), so the SQL here is what both dialects accept.
 */
import type mysql from 'mysql2/promise';
import { COSTUME_CATEGORIES, COSTUME_SIZES, CONDITIONS, PROP_CATEGORIES } from '../../api/src/models';

const CHUNK = 2000;
const EARTH_RADIUS_MILES = 3958.8;

/** mulberry32: tiny, fast and deterministic. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)];

const PROP_NOUNS: Record<(typeof PROP_CATEGORIES)[number], string[]> = {
  furniture: [
    'armchair',
    'writing desk',
    'side table',
    'church pew',
    'bar stool',
    'bookcase',
    'settee',
    'hat stand',
  ],
  weapons: ['rapier', 'broadsword', 'dagger', 'flintlock pistol', 'musket', 'spear', 'cutlass', 'halberd'],
  costumes: ['top hat', 'opera cloak', 'lace fan', 'parasol', 'crown', 'half mask', 'walking cane'],
  decorative: [
    'vase',
    'candelabra',
    'gilt mirror',
    'picture frame',
    'mantel clock',
    'globe',
    'lantern garland',
  ],
  lighting: ['lantern', 'oil lamp', 'candlestick', 'chandelier', 'desk lamp', 'storm lantern', 'wall sconce'],
  electronics: ['valve radio', 'rotary telephone', 'gramophone', 'television set', 'typewriter', 'jukebox'],
  other: [
    'steamer trunk',
    'suitcase',
    'leather-bound book',
    'wine bottle',
    'teapot',
    'wicker basket',
    'umbrella',
  ],
};
const SET_NOUNS = [
  'painted backdrop',
  'sky cyclorama',
  'gauze scrim',
  'rostrum',
  'platform unit',
  'stair unit',
  'raked deck',
  'revolve segment',
  'doorway flat',
  'window flat',
  'brick wall flat',
  'balcony unit',
  'garden wall with gate',
  'fireplace unit',
  'banquet table unit',
  'throne on dais',
  'cloud machine',
  'market stall',
  'tree trunk',
  'boat hull',
];
const COSTUME_NOUNS = [
  'gown',
  'frock coat',
  'doublet',
  'corset',
  'waistcoat',
  'cloak',
  'tunic',
  'uniform',
  'dress',
  'suit',
];
const ADJECTIVES = [
  'brass',
  'oak',
  'painted',
  'Victorian',
  '1920s',
  'rusted',
  'gilded',
  'mahogany',
  'Art Deco',
  'Georgian',
  'battered',
  'red',
  'black',
  'green',
  'silver',
  'walnut',
  'mid-century',
  'velvet',
];
const COLORS = ['Black', 'Ivory', 'Burgundy', 'Navy', 'Emerald', 'Plum', 'Grey', 'Gold', 'Rose', 'Brown'];
const MATERIALS = ['Wool', 'Silk', 'Velvet', 'Cotton', 'Linen', 'Satin', 'Leather', 'Felt', 'Taffeta'];
const PRODUCTIONS = [
  'Hamlet',
  'The Seagull',
  'Our Town',
  'Macbeth',
  'Cabaret',
  'Twelfth Night',
  'Into the Woods',
];
const NOTES = [
  'Handle with care.',
  'Scuffed on one side; faces upstage.',
  'Repainted last season.',
  'Needs a new bulb.',
  'Heavy: two people to lift.',
  'Spare parts in the workshop drawer.',
  'Lit from inside by a battery LED.',
];
const TAGS = [
  'period',
  'victorian',
  'modern',
  'fragile',
  'breakaway',
  'hero',
  'rental',
  'heavy',
  'metal',
  'wood',
  'antique',
];
const LOCATIONS = ['Prop store', 'Workshop', 'Green room', 'Basement', 'Fly gallery', 'Wardrobe annex'];

/** Each kind's table, its name in loans and bookings, and its column in loans. */
const ITEM_TABLES = [
  ['props', 'prop', 'prop_id'],
  ['set_pieces', 'set_piece', 'set_piece_id'],
  ['costume_pieces', 'costume_piece', 'costume_piece_id'],
] as const;

export interface Region {
  latitude: number;
  longitude: number;
  /** miles, east–west and north–south */
  width: number;
}

export interface SeedCounts {
  departments: number;
  items: number;
}

export interface SeededWorld {
  departmentIds: number[];
  /** departments with their coordinates, in id order */
  places: { id: number; latitude: number; longitude: number }[];
  props: number;
  sets: number;
  costumes: number;
  loans: number;
  /** items booked for their department's production */
  held: number;
  /** items their department blocks (repair, cleaning, out of service) */
  blocked: number;
  /** rows of `bookings`: the productions', the loans' (all but cancelled ones) and the blocks */
  bookings: number;
}

function capitalised(words: string) {
  return `${words[0].toUpperCase()}${words.slice(1)}`;
}

function tagsOf(rand: () => number): string | null {
  const tags = new Set<string>();
  const n = Math.floor(rand() * 4);
  for (let i = 0; i < n; i++) tags.add(pick(rand, TAGS));
  return tags.size ? [...tags].join(',') : null;
}

function description(rand: () => number, name: string) {
  return `${name} from ${pick(rand, PRODUCTIONS)} (${1995 + Math.floor(rand() * 30)}). ${pick(rand, NOTES)}`;
}

/** Where the world is written. */
export interface SeedSink {
  /** Multi-row INSERTs of `rows` (values in `columns` order), in chunks. */
  insert(table: string, columns: string[], rows: unknown[][]): Promise<void>;
  select(sql: string): Promise<Record<string, unknown>[]>;
  run(sql: string): Promise<void>;
  /** Refreshes the planner's statistics of `tables`. */
  analyze(tables: string[]): Promise<void>;
}

export function mysqlSink(db: mysql.Connection): SeedSink {
  return {
    async insert(table, columns, rows) {
      for (let i = 0; i < rows.length; i += CHUNK)
        await db.query(`INSERT INTO ${table} (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES ?`, [
          rows.slice(i, i + CHUNK),
        ]);
    },
    async select(sql) {
      const [rows] = await db.query<mysql.RowDataPacket[]>(sql);
      return rows;
    },
    async run(sql) {
      await db.query(sql);
    },
    async analyze(tables) {
      await db.query(`ANALYZE TABLE ${tables.join(', ')}`);
    },
  };
}

/** YYYY-MM-DD, `offset` days from today as the lending rules count it (lib/query.ts, earliestToday). */
export const day = (offset: number) => {
  const d = new Date(Date.now() - 12 * 3600 * 1000);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

/** The columns of a `bookings` row, in the order `bookingRow` gives them. */
export const BOOKING_COLUMNS = [
  'department_id',
  'item_type',
  'item_id',
  'kind',
  'state',
  'starts_on',
  'ends_on',
  'production_id',
  'follows_production',
  'lending_id',
  'reason',
  'note',
  'created_by',
  'created_at',
  'updated_at',
];

export interface BookingSeed {
  department_id: number;
  item_type: 'prop' | 'set_piece' | 'costume_piece';
  item_id: number;
  kind: 'production' | 'loan' | 'block';
  state: 'requested' | 'held' | 'out';
  starts_on: string;
  ends_on: string | null;
  production_id?: number | null;
  follows_production?: boolean;
  lending_id?: number | null;
  reason?: 'repair' | 'cleaning' | 'out_of_service' | null;
  note?: string | null;
}

/** A `bookings` row in BOOKING_COLUMNS' order. */
export function bookingRow(b: BookingSeed, now: Date): unknown[] {
  return [
    b.department_id,
    b.item_type,
    b.item_id,
    b.kind,
    b.state,
    b.starts_on,
    b.ends_on,
    b.production_id ?? null,
    b.follows_production ?? false,
    b.lending_id ?? null,
    b.reason ?? null,
    b.note ?? null,
    null,
    now,
    now,
  ];
}

/** A loan's booking state by its status (docs/bookings.md, "Loans"); a cancelled loan has none. */
export const LOAN_BOOKING_STATE: Record<string, BookingSeed['state'] | undefined> = {
  requested: 'requested',
  approved: 'held',
  active: 'out',
  overdue: 'out',
  returned: 'held',
};

export const BLOCK_REASONS = ['repair', 'cleaning', 'out_of_service'] as const;
const BLOCK_NOTES = ['Loose joint', 'Needs a wash', 'Broken hinge', 'Repaint', 'Waiting for a part'];

/**
 * Departments placed uniformly at random over a square `region.width` miles a side, `items` items
 * spread over them (40% props, 20% set pieces, 40% costumes), one production per department booking
 * about 5% of its items on its days (3 to 8 weeks, starting from 45 days ago to 75 days on), a loan
 * for about 2% of the items (in every status, some weeks ahead) and a block on about 2% (repair,
 * cleaning or out of service; some without an end): each claim is a row of `bookings`.
 */
export function seedWorld(db: mysql.Connection, region: Region, counts: SeedCounts): Promise<SeededWorld> {
  return seedWorldInto(mysqlSink(db), region, counts);
}

export async function seedWorldInto(db: SeedSink, region: Region, counts: SeedCounts): Promise<SeededWorld> {
  const rand = prng(20_260_101);
  // The bookings' days come from a generator of their own, so the items, their words and the loans
  // are drawn as they were before items had bookings.
  const dates = prng(20_260_102);
  const now = new Date();
  const half = region.width / 2;
  const milesPerDegreeLat = (Math.PI * EARTH_RADIUS_MILES) / 180;
  const milesPerDegreeLng = milesPerDegreeLat * Math.cos((region.latitude * Math.PI) / 180);

  // The world is the departments inserted here: a database may hold others already (bench/api's).
  const [{ last }] = await db.select('SELECT COALESCE(MAX(id), 0) AS last FROM departments');
  const after = Number(last);
  const departments = Array.from({ length: counts.departments }, (_, i) => [
    `Bench Theatre ${String(i + 1).padStart(4, '0')}`,
    `${i + 1} Stage Lane`,
    `Stage Manager ${i + 1}`,
    `stage${i + 1}@bench.example`,
    region.latitude + ((rand() * 2 - 1) * half) / milesPerDegreeLat,
    region.longitude + ((rand() * 2 - 1) * half) / milesPerDegreeLng,
    now,
    now,
  ]);
  await db.insert(
    'departments',
    [
      'name',
      'address',
      'contact_person',
      'contact_email',
      'latitude',
      'longitude',
      'created_at',
      'updated_at',
    ],
    departments,
  );
  const placeRows = await db.select(
    `SELECT id, latitude, longitude FROM departments WHERE id > ${after} ORDER BY id`,
  );
  const places = placeRows.map((r) => ({
    id: Number(r.id),
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
  }));
  const departmentIds = places.map((p) => p.id);

  const productionDays = departmentIds.map(() => {
    const start = -45 + Math.floor(dates() * 120);
    return [day(start), day(start + 20 + Math.floor(dates() * 36))] as const;
  });
  await db.insert(
    'productions',
    ['department_id', 'title', 'status', 'start_date', 'end_date', 'created_at', 'updated_at'],
    departmentIds.map((id, i) => [id, pick(rand, PRODUCTIONS), 'active', ...productionDays[i], now, now]),
  );
  const productionRows = await db.select(
    `SELECT id, department_id FROM productions WHERE department_id > ${after}`,
  );
  const productionOf = new Map(productionRows.map((r) => [Number(r.department_id), Number(r.id)]));
  const daysOfProduction = new Map(
    departmentIds.map((id, i) => [productionOf.get(id)!, productionDays[i]] as const),
  );

  // Marks the items the production books (current_production_id, which the API no longer reads):
  // their bookings are written below, and the column emptied, as migration 0013 left it.
  const holder = (departmentId: number) => (rand() < 0.05 ? productionOf.get(departmentId)! : null);
  const common = (departmentId: number, name: string) => [
    departmentId,
    name,
    description(rand, name),
    pick(rand, CONDITIONS),
    `${pick(rand, LOCATIONS)}, bay ${1 + Math.floor(rand() * 20)}`,
    rand() < 0.3 ? `/uploads/bench-${Math.floor(rand() * 1e9)}.jpg` : null,
    holder(departmentId),
    now,
    now,
  ];
  const commonColumns = [
    'department_id',
    'name',
    'description',
    'condition',
    'location',
    'image_url',
    'current_production_id',
    'created_at',
    'updated_at',
  ];
  const perDepartment = (share: number) => Math.round((counts.items * share) / counts.departments);
  const props: unknown[][] = [];
  const sets: unknown[][] = [];
  const costumes: unknown[][] = [];
  for (const id of departmentIds) {
    for (let i = 0; i < perDepartment(0.4); i++) {
      const category = pick(rand, PROP_CATEGORIES);
      const name = capitalised(`${pick(rand, ADJECTIVES)} ${pick(rand, PROP_NOUNS[category])}`);
      props.push([...common(id, name), category, tagsOf(rand)]);
    }
    for (let i = 0; i < perDepartment(0.2); i++) {
      const name = capitalised(`${pick(rand, ADJECTIVES)} ${pick(rand, SET_NOUNS)}`);
      const components = Array.from({ length: 1 + Math.floor(rand() * 3) }, () =>
        pick(rand, ['flat', 'brace', 'castor', 'batten', 'leg', 'bolt']),
      );
      sets.push([
        ...common(id, name),
        `${1 + Math.floor(rand() * 6)} m x ${1 + Math.floor(rand() * 4)} m`,
        1 + Math.floor(rand() * 6),
        JSON.stringify(components),
      ]);
    }
    for (let i = 0; i < perDepartment(0.4); i++) {
      const color = pick(rand, COLORS);
      const material = pick(rand, MATERIALS);
      const name = `${color} ${material.toLowerCase()} ${pick(rand, COSTUME_NOUNS)}`;
      costumes.push([
        ...common(id, name),
        pick(rand, COSTUME_CATEGORIES),
        pick(rand, COSTUME_SIZES),
        color,
        material,
        tagsOf(rand),
      ]);
    }
  }
  await db.insert('props', [...commonColumns, 'category', 'tags'], props);
  await db.insert('set_pieces', [...commonColumns, 'dimensions', 'pieces_count', 'components'], sets);
  await db.insert(
    'costume_pieces',
    [...commonColumns, 'category', 'size', 'color', 'material', 'tags'],
    costumes,
  );
  const held = [...props, ...sets, ...costumes].filter((row) => row[6] !== null).length;

  // Loans of about 2% of the items free of productions, each item once, in every status.
  const loans: unknown[][] = [];
  /** each loan's booking but its lending_id, by `${item type} ${item id}` */
  const loanBookings = new Map<string, BookingSeed>();
  const statuses = [
    ['requested', 3, 14],
    ['approved', 2, 12],
    ['approved', 24, 38],
    ['active', -5, 9],
    ['overdue', -20, -3],
    ['returned', -40, -20],
    ['cancelled', 1, 5],
  ] as const;
  for (const [table, type, column] of ITEM_TABLES) {
    const rows = await db.select(
      `SELECT id, name, department_id FROM ${table} WHERE department_id > ${after} AND current_production_id IS NULL AND id % 50 = 7 ORDER BY id`,
    );
    for (const row of rows) {
      const [status, lent, due] = pick(rand, statuses);
      let borrower = pick(rand, departmentIds);
      if (borrower === Number(row.department_id))
        borrower = departmentIds[(departmentIds.indexOf(borrower) + 1) % departmentIds.length];
      const item: Record<string, number | null> = {
        prop_id: null,
        set_piece_id: null,
        costume_piece_id: null,
        [column]: Number(row.id),
      };
      const pickedUp = status === 'active' || status === 'overdue' || status === 'returned';
      loans.push([
        type,
        item.prop_id,
        item.set_piece_id,
        item.costume_piece_id,
        row.name,
        Number(row.department_id),
        borrower,
        'borrower',
        status,
        day(lent),
        day(due),
        pickedUp ? day(lent) : null,
        status === 'returned' ? day(due) : null,
        status === 'overdue' ? now : null,
        now,
        now,
      ]);
      const state = LOAN_BOOKING_STATE[status];
      if (state)
        loanBookings.set(`${type} ${Number(row.id)}`, {
          department_id: Number(row.department_id),
          item_type: type,
          item_id: Number(row.id),
          kind: 'loan',
          state,
          starts_on: day(lent),
          ends_on: day(due),
        });
    }
  }
  await db.insert(
    'lending_records',
    [
      'item_type',
      'prop_id',
      'set_piece_id',
      'costume_piece_id',
      'item_name',
      'from_department_id',
      'to_department_id',
      'initiated_by',
      'status',
      'lent_date',
      'due_date',
      'picked_up_date',
      'return_date',
      'overdue_notice_sent_at',
      'created_at',
      'updated_at',
    ],
    loans,
  );

  // Every claim as its booking: the loans' (with their ids), blocks, then the productions'.
  const bookings: unknown[][] = [];
  const loanRows = await db.select(
    `SELECT id, item_type, prop_id, set_piece_id, costume_piece_id FROM lending_records WHERE from_department_id > ${after} AND status <> 'cancelled'`,
  );
  for (const loan of loanRows) {
    const column = ITEM_TABLES.find(([, type]) => type === loan.item_type)![2];
    const booking = loanBookings.get(`${String(loan.item_type)} ${Number(loan[column])}`);
    if (booking) bookings.push(bookingRow({ ...booking, lending_id: Number(loan.id) }, now));
  }
  let blocked = 0;
  for (const [table, type] of ITEM_TABLES) {
    // About 2% of the items no production books and no loan is about (those are id % 50 = 7).
    const rows = await db.select(
      `SELECT id, department_id FROM ${table} WHERE department_id > ${after} AND current_production_id IS NULL AND id % 50 = 11 ORDER BY id`,
    );
    for (const row of rows) {
      const start = -20 + Math.floor(dates() * 90);
      const open = dates() < 0.15;
      bookings.push(
        bookingRow(
          {
            department_id: Number(row.department_id),
            item_type: type,
            item_id: Number(row.id),
            kind: 'block',
            state: 'held',
            starts_on: day(start),
            ends_on: open ? null : day(start + Math.floor(dates() * 14)),
            reason: pick(dates, BLOCK_REASONS),
            note: dates() < 0.5 ? pick(dates, BLOCK_NOTES) : null,
          },
          now,
        ),
      );
      blocked++;
    }
    const booked = await db.select(
      `SELECT id, department_id, current_production_id FROM ${table} WHERE department_id > ${after} AND current_production_id IS NOT NULL`,
    );
    for (const row of booked) {
      const production = Number(row.current_production_id);
      const [starts, ends] = daysOfProduction.get(production)!;
      bookings.push(
        bookingRow(
          {
            department_id: Number(row.department_id),
            item_type: type,
            item_id: Number(row.id),
            kind: 'production',
            state: 'held',
            starts_on: starts,
            ends_on: ends,
            production_id: production,
            follows_production: true,
          },
          now,
        ),
      );
    }
    await db.run(
      `UPDATE ${table} SET current_production_id = NULL WHERE department_id > ${after} AND current_production_id IS NOT NULL`,
    );
  }
  await db.insert('bookings', BOOKING_COLUMNS, bookings);
  // Bulk inserts bypass the services: settle the kept counts as an import would.
  await db.run(
    `UPDATE departments SET
       prop_count = (SELECT COUNT(*) FROM props WHERE department_id = departments.id),
       set_piece_count = (SELECT COUNT(*) FROM set_pieces WHERE department_id = departments.id),
       costume_piece_count = (SELECT COUNT(*) FROM costume_pieces WHERE department_id = departments.id),
       production_count = (SELECT COUNT(*) FROM productions WHERE department_id = departments.id)`,
  );
  await db.analyze([
    'departments',
    'productions',
    'props',
    'set_pieces',
    'costume_pieces',
    'lending_records',
    'bookings',
  ]);
  return {
    departmentIds,
    places,
    props: props.length,
    sets: sets.length,
    costumes: costumes.length,
    loans: loans.length,
    held,
    blocked,
    bookings: bookings.length,
  };
}
