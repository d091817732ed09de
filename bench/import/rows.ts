/**
 * Props as a theatre's inventory lists them, made up from a fixed seed: names with commas and
 * quotes, descriptions from nothing to a few sentences (some over two lines), categories and
 * conditions written any which way, locations, tags. Every row passes the import's rules.
 *
 * Each row comes as the CSV cells a spreadsheet would hold and as the values the import stores,
 * so the baseline inserts exactly what the import writes.
 */
import { CONDITIONS } from '../../api/src/models/inventoryColumns';
import { PROP_CATEGORIES } from '../../api/src/models/Prop';

export const PROP_HEADER = ['Name', 'Description', 'Category', 'Condition', 'Location', 'Tags'];

export interface StoredProp {
  name: string;
  description: string | null;
  category: string;
  condition: string;
  location: string | null;
  tags: string | null;
}

export interface GeneratedRow {
  cells: string[];
  stored: StoredProp;
}

const ADJECTIVES = [
  'Brass',
  'Victorian',
  'Rusty',
  'Gilded',
  'Oak',
  'Velvet',
  'Painted',
  'Chipped',
  'Antique',
  'Foam',
  'Rubber',
  'Wrought-iron',
  'Tin',
  'Porcelain',
  'Battered',
  'Ornate',
  'Folding',
  'Leather',
  'Crystal',
  'Wicker',
  'Papier-mâché',
  'Art Deco',
  'Georgian',
  'Mid-century',
  'Plastic',
  'Weathered',
  'Silver-plated',
  'Copper',
  'Straw',
  'Enamel',
];
const NOUNS = [
  'Candelabra',
  'Dagger',
  'Writing Desk',
  'Lantern',
  'Teapot',
  'Telephone',
  'Pocket Watch',
  'Suitcase',
  'Birdcage',
  'Mirror',
  'Sword',
  'Rocking Chair',
  'Typewriter',
  'Globe',
  'Hat Stand',
  'Gramophone',
  'Chalice',
  'Crown',
  'Scroll',
  'Goblet',
  'Oil Lamp',
  'Radio',
  'Umbrella',
  'Walking Cane',
  'Picture Frame',
  'Candlestick',
  'Pistol',
  'Spinning Wheel',
  'Hourglass',
  'Bookcase',
  'Skull',
  'Letter Opener',
  'Jewellery Box',
  'Fan',
  'Mantel Clock',
  'Tea Tray',
  'Bell',
  'Cash Register',
  'Trunk',
  'Shield',
];
const SENTENCES = [
  'Polished for the 2019 revival.',
  'One leg repaired with dowels; sits level.',
  'Safe for stage combat, edges rounded.',
  'Stored wrapped in muslin.',
  'Lightweight: an actor can carry it one-handed.',
  'Paint touched up after the last tour.',
  'Battery compartment underneath, takes 2 AA.',
  'Do not lend without the matching case.',
  'Hinges stiff, oil before use.',
  'Came from the estate donation, catalogue no. 114.',
  'Used in Hedda Gabler, Act II.',
  'Glass replaced with acrylic for safety.',
  'Has a "secret" drawer the crew loves.',
  'Matches the set for Arsenic and Old Lace.',
  'Slight crack on the base, stable.',
  'Comes apart in three pieces for transport.',
  'Needs two people to move, 40 kg.',
  'Fits in the prop table drawer, stage left.',
];
const LOCATIONS = [
  'Prop Closet',
  'Storage Room A',
  'Storage Room B',
  'Scene Dock',
  'Loft, shelf 3',
  'Basement Cage',
  'Green Room',
  'Workshop',
  'Container 2',
  'Wardrobe Annex',
  'Stage Left Table',
  'Stage Right Table',
];
const TAGS = [
  'period',
  'modern',
  'fragile',
  'combat',
  'small',
  'large',
  'ornate',
  'metal',
  'wood',
  'glass',
  'electric',
  'practical',
  'breakaway',
  'hand prop',
  'set dressing',
  'consumable',
];

/** mulberry32: the same rows on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How a person might type an option: "Furniture", "GOOD", "good". */
function typed(option: string, r: number): string {
  if (r < 0.6) return option;
  if (r < 0.9) return option[0].toUpperCase() + option.slice(1);
  return option.toUpperCase();
}

/** An endless run of valid prop rows from `seed`; `long` makes descriptions a few times longer. */
export function* propRows(seed = 1, { long = false } = {}): Generator<GeneratedRow> {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  for (let n = 1; ; n += 1) {
    let name = `${pick(ADJECTIVES)} ${pick(NOUNS)}`;
    const flavour = next();
    if (flavour < 0.05) name += `, set of ${2 + Math.floor(next() * 6)}`;
    else if (flavour < 0.08) name = `The "${pick(['Lucky', 'Cursed', 'Royal', 'Stolen'])}" ${name}`;
    else if (flavour < 0.5) name += ` #${n}`;

    const sentences = Math.floor(next() * (long ? 12 : 4));
    const parts = Array.from({ length: sentences }, () => pick(SENTENCES));
    const description = parts.length === 0 ? null : parts.join(next() < 0.1 ? '\r\n' : ' ').slice(0, 5000);

    const category = pick(PROP_CATEGORIES);
    const condition = pick(CONDITIONS);
    const location = next() < 0.2 ? null : pick(LOCATIONS);
    const tagCount = Math.floor(next() * 5);
    const tags = [...new Set(Array.from({ length: tagCount }, () => pick(TAGS)))];

    yield {
      cells: [
        name,
        description ?? '',
        typed(category, next()),
        typed(condition, next()),
        location ?? '',
        tags.join(', '),
      ],
      stored: {
        name,
        description,
        category,
        condition,
        location,
        tags: tags.length > 0 ? tags.join(',') : null,
      },
    };
  }
}
