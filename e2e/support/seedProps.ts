/**
 * Seeds one department, one manager and N props with varied, plausible text, so that LIKE searches
 * and the tag filter see the kind of data a real prop store has. A fixed PRNG seed keeps runs
 * comparable: the same names, and the same number of search matches, every time. bench:api loads
 * its prop list with it; the browser tests' long list (seedLargeDepartment.ts) too.
 */
import crypto from 'node:crypto';
import type { Sequelize } from 'sequelize';
import {
  CONDITIONS,
  Department,
  DepartmentMembership,
  PROP_CATEGORIES,
  Prop,
  User,
  type PropCategory,
} from '../../api/src/models';
import { recountDepartment } from '../../api/src/services/inventory/counts';

const CHUNK = 1000;

/** mulberry32: tiny, fast and deterministic. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NOUNS: Record<PropCategory, string[]> = {
  furniture: [
    'armchair',
    'chaise longue',
    'writing desk',
    'side table',
    'church pew',
    'bar stool',
    'wardrobe',
    'bookcase',
    'blanket chest',
    'settee',
    'hat stand',
    'folding screen',
  ],
  weapons: [
    'rapier',
    'broadsword',
    'dagger',
    'flintlock pistol',
    'musket',
    'spear',
    'longbow',
    'quarterstaff',
    'cutlass',
    'revolver',
    'halberd',
  ],
  costumes: [
    'top hat',
    'opera cloak',
    'lace fan',
    'parasol',
    'crown',
    'half mask',
    'powdered wig',
    'kid gloves',
    'walking cane',
    'pocket watch',
  ],
  decorative: [
    'vase',
    'candelabra',
    'gilt mirror',
    'picture frame',
    'mantel clock',
    'marble bust',
    'globe',
    'tapestry',
    'urn',
    'birdcage',
    'lantern garland',
  ],
  lighting: [
    'lantern',
    'oil lamp',
    'candlestick',
    'chandelier',
    'flaming torch',
    'desk lamp',
    'storm lantern',
    'wall sconce',
    'footlight',
    'gas lamp',
  ],
  electronics: [
    'valve radio',
    'rotary telephone',
    'gramophone',
    'television set',
    'electric typewriter',
    'reel-to-reel recorder',
    'transistor radio',
    'walkie-talkie',
    'jukebox',
    'record player',
  ],
  other: [
    'steamer trunk',
    'suitcase',
    'leather-bound book',
    'bundle of letters',
    'wine bottle',
    'teapot',
    'wicker basket',
    'coil of rope',
    'tin bucket',
    'umbrella',
    'picnic hamper',
  ],
};
const ADJECTIVES = [
  'brass',
  'oak',
  'painted',
  'Victorian',
  '1920s',
  'tin',
  'rusted',
  'gilded',
  'mahogany',
  'wrought-iron',
  'foam',
  'resin',
  'pine',
  'chrome',
  'Art Deco',
  'Georgian',
  'battered',
  'red',
  'black',
  'green',
  'silver',
  'copper',
  'walnut',
  'mid-century',
];
const PRODUCTIONS = [
  'Hamlet',
  "A Midsummer Night's Dream",
  'The Seagull',
  'Our Town',
  'Guys and Dolls',
  'Macbeth',
  'The Importance of Being Earnest',
  'Death of a Salesman',
  'Cabaret',
  'The Cherry Orchard',
  'Twelfth Night',
  'Blithe Spirit',
  'An Inspector Calls',
  'Into the Woods',
];
const NOTES = [
  'Handle with care.',
  'Scuffed on one side; faces upstage.',
  'Repainted last season.',
  'Breakaway version in the same box.',
  'Needs a new bulb.',
  'Stage-combat safe; check before each show.',
  'Borrowed twice by the opera society.',
  'Heavy: two people to lift.',
  'Spare parts in the workshop drawer.',
  'Matches the set in the green room.',
  'Lit from inside by a battery LED.',
  'Glued; do not sit on it.',
];
const LOCATIONS = [
  'Prop store',
  'Workshop',
  'Green room',
  'Basement',
  'Fly gallery',
  'Wardrobe annex',
  'Off-site container',
];
const TAGS = [
  'period',
  'victorian',
  'modern',
  'fragile',
  'breakaway',
  'stage-combat',
  'hero',
  'rental',
  'handheld',
  'heavy',
  'metal',
  'wood',
  'practical',
  'battery',
  'electric',
  'gold',
  'antique',
];

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)];
}

function propRow(rand: () => number, departmentId: number, now: number) {
  const category = pick(rand, PROP_CATEGORIES);
  const noun = pick(rand, NOUNS[category]);
  const adjective = pick(rand, ADJECTIVES);
  const name = `${adjective[0].toUpperCase()}${adjective.slice(1)} ${noun}`;
  const description =
    `${name} from ${pick(rand, PRODUCTIONS)} (${1995 + Math.floor(rand() * 30)}). ${pick(rand, NOTES)}` +
    (rand() < 0.4 ? ` ${pick(rand, NOTES)}` : '');
  const tags = new Set<string>();
  const tagCount = Math.floor(rand() * 4);
  for (let i = 0; i < tagCount; i++) tags.add(pick(rand, TAGS));
  // Three years of history, so "newest first" orders real timestamps rather than ties.
  const created = new Date(now - Math.floor(rand() * 3 * 365 * 24 * 3600 * 1000));
  return {
    department_id: departmentId,
    name,
    description,
    category,
    condition: pick(rand, CONDITIONS),
    location: `${pick(rand, LOCATIONS)}, bay ${1 + Math.floor(rand() * 20)}, shelf ${1 + Math.floor(rand() * 8)}`,
    tags: tags.size ? [...tags].join(',') : null,
    image_url: rand() < 0.3 ? `/uploads/${crypto.randomBytes(8).toString('hex')}.jpg` : null,
    current_production_id: null,
    created_at: created,
    updated_at: created,
  };
}

export interface Seeded {
  department: Department;
  user: User;
}

/**
 * A new department every run (the name carries a random suffix), so on a shared MariaDB database
 * the department's counts are exactly what this run inserted.
 */
export async function seedProps(sequelize: Sequelize, count: number): Promise<Seeded> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const department = await Department.create({ name: `Bench department ${suffix}`, address: '1 Stage Lane' });
  const user = await User.create({
    email: `bench-${suffix}@bench.example`,
    password_hash: null,
    first_name: 'Bench',
    last_name: 'Manager',
    phone: null,
    status: 'active',
    is_superuser: false,
    last_login: null,
  });
  await DepartmentMembership.create({ department_id: department.id, user_id: user.id, role: 'manager' });

  const rand = prng(20_240_601);
  const now = Date.now();
  for (let done = 0; done < count; done += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, count - done) }, () =>
      propRow(rand, department.id, now),
    );
    // bulkCreate keeps the created_at/updated_at given; it only stamps rows that have none.
    await sequelize.transaction((transaction) => Prop.bulkCreate(rows, { transaction }));
  }
  // Bulk inserts bypass the services: settle the department's kept counts as an import would.
  await recountDepartment(department.id);
  return { department, user };
}
