import type { Transaction } from 'sequelize';
import { Booking, CostumePiece, Production, Prop, SetPiece, type Department, type User } from '../models';
import { productionPeriod } from '../services/bookings/bookings';
import { todayOf } from '../lib/timeZones';
import type { Condition, CostumeCategory, CostumeSize, PropCategory } from '../models';
import { recordAudit } from '../services/audit';
import { LENDING_KINDS } from '../services/lending/kinds';
import { recountDepartment } from '../services/inventory/counts';

type PropSeed = [name: string, category: PropCategory, tags: string, location: string, description: string];
type SetSeed = [
  name: string,
  dimensions: string,
  pieces: number,
  components: string[],
  location: string,
  description: string,
];
type CostumeSeed = [
  name: string,
  category: CostumeCategory,
  size: CostumeSize,
  color: string,
  material: string,
  tags: string,
];

const PROPS: PropSeed[] = [
  [
    'Victorian writing desk',
    'furniture',
    'period,large,ornate',
    'Storage Room A',
    'Walnut veneer, one drawer sticks',
  ],
  ['Wingback armchair', 'furniture', 'period,large', 'Storage Room A', 'Green upholstery, re-covered 2024'],
  [
    'Bentwood chairs (set of 4)',
    'furniture',
    'vintage,simple',
    'Storage Room B',
    'Stackable, light enough for quick changes',
  ],
  ['Kitchen table', 'furniture', 'modern,simple,large', 'Workshop', 'Folding legs; seats four'],
  [
    'Rubber broadsword',
    'weapons',
    'period,fragile',
    'Prop Closet',
    'Safe for fight calls; blade edge painted silver',
  ],
  ['Fencing foils (pair)', 'weapons', 'period', 'Prop Closet', 'Blunted tips, taped grips'],
  [
    'Cap gun revolver',
    'weapons',
    'vintage,small',
    'Prop Closet',
    'No caps kept on site; orange tip removed for stage',
  ],
  ['Wooden staff', 'weapons', 'simple', 'Prop Closet', 'Oak, 180 cm'],
  [
    'Feathered fan',
    'costumes',
    'period,ornate,fragile',
    'Prop Closet',
    'Ostrich feathers, loses a few each run',
  ],
  ['Parasol', 'costumes', 'period,vintage', 'Prop Closet', 'Cream lace; handle glued 2025'],
  ['Pocket watch on chain', 'costumes', 'period,small', 'Prop Closet', 'Does not tick; sound cue needed'],
  ['Gilded picture frame', 'decorative', 'ornate,large', 'Storage Room A', 'Empty frame, 90 x 120 cm'],
  ['Brass candelabra', 'decorative', 'period,ornate', 'Storage Room B', 'Five arms; LED candles fitted'],
  ['Globe on stand', 'decorative', 'vintage', 'Storage Room B', 'Map is from 1962'],
  ['Potted fern (artificial)', 'decorative', 'modern,simple', 'Main Stage', 'Silk, weighted base'],
  ['Stack of leather books', 'decorative', 'period,small', 'Prop Closet', 'Glued block, hollow inside'],
  ['Oil lantern', 'lighting', 'period,vintage', 'Prop Closet', 'Battery flicker unit inside'],
  ['Standard lamp', 'lighting', 'vintage,large', 'Storage Room B', 'Practical; needs a 2 m extension'],
  ['Candle sticks (6)', 'lighting', 'period,small', 'Prop Closet', 'Flameless, remote-controlled'],
  ['Rotary telephone', 'electronics', 'vintage', 'Prop Closet', 'Bell rings from the sound desk'],
  ['Valve radio', 'electronics', 'vintage,fragile', 'Storage Room B', 'Speaker wired for practical playback'],
  ['Typewriter', 'electronics', 'vintage', 'Storage Room A', 'Keys work; no ribbon'],
  ['Mobile phone (dummy)', 'electronics', 'modern,small', 'Prop Closet', 'Screen lights up'],
  ['Picnic basket', 'other', 'vintage', 'Storage Room B', 'Wicker, with plates and napkins'],
  ['Suitcase, brown leather', 'other', 'vintage', 'Storage Room A', 'Weighted for a heavy look'],
  ['Fake food platter', 'other', 'simple', 'Prop Closet', 'Roast chicken and grapes'],
  ['Letters tied with ribbon', 'other', 'period,small,fragile', 'Prop Closet', 'Replace after each run'],
  ['Bicycle', 'other', 'vintage,large', 'Workshop', 'Brakes adjusted for stage use'],
];

const SETS: SetSeed[] = [
  [
    'Balcony unit',
    '3 m x 1.5 m x 2.4 m',
    3,
    ['platform', 'railing', 'stair unit'],
    'Workshop',
    'Rated for two actors',
  ],
  [
    'Flat, brick pattern',
    '1.2 m x 3 m',
    4,
    ['flat', 'brace', 'stage weight'],
    'Storage Room A',
    'Painted both sides',
  ],
  [
    'Doorway flat with working door',
    '1.2 m x 3 m',
    2,
    ['flat', 'door'],
    'Storage Room A',
    'Door swings upstage',
  ],
  ['Rostra, 8 x 4', '2.4 m x 1.2 m x 0.6 m', 6, ['rostrum', 'legs'], 'Workshop', 'Stackable, carpeted tops'],
  ['Painted sky backdrop', '8 m x 5 m', 1, ['backdrop', 'batten'], 'Main Stage', 'Dawn to dusk gradient'],
  ['Forest backdrop', '8 m x 5 m', 1, ['backdrop'], 'Storage Room B', 'Hand painted, some fading'],
  [
    'Victorian parlour wall',
    '6 m x 3 m',
    5,
    ['flat', 'window', 'fireplace', 'skirting'],
    'Workshop',
    'Fireplace has a flicker light',
  ],
  [
    'Revolve segment',
    '4 m diameter',
    8,
    ['segment', 'castors', 'pivot'],
    'Workshop',
    'Manual; two crew to turn',
  ],
  ['Street lamp post', '0.5 m x 3.5 m', 1, ['post', 'lantern head'], 'Storage Room B', 'Practical lamp head'],
  [
    'Garden wall with gate',
    '4 m x 1.8 m',
    3,
    ['wall section', 'gate', 'ivy'],
    'Storage Room A',
    'Gate latches',
  ],
];

const COSTUMES: CostumeSeed[] = [
  ['Regency ball gown', 'period', 'm', 'Ivory', 'Silk', 'period,ornate'],
  ['Victorian frock coat', 'period', 'l', 'Black', 'Wool', 'period'],
  ['Doublet and hose', 'period', 'm', 'Burgundy', 'Velvet', 'period,ornate'],
  ['Corset', 'period', 's', 'White', 'Cotton', 'period'],
  ['Bustle skirt', 'period', 'custom', 'Plum', 'Taffeta', 'period,large'],
  ['Tuxedo', 'formal', 'l', 'Black', 'Wool blend', 'modern'],
  ['Cocktail dress', 'formal', 's', 'Emerald', 'Satin', 'vintage'],
  ['Business suit', 'modern', 'xl', 'Grey', 'Polyester', 'modern,simple'],
  ['Jeans and flannel shirt', 'casual', 'm', 'Blue', 'Denim', 'modern,simple'],
  ['Summer dress', 'casual', 's', 'Yellow', 'Cotton', 'vintage,simple'],
  ['Police uniform', 'uniform', 'l', 'Navy', 'Polyester', 'modern'],
  ['Nurse uniform, 1940s', 'uniform', 'm', 'White', 'Cotton', 'vintage,period'],
  ['Sailor suit', 'uniform', 'm', 'Navy', 'Cotton', 'vintage'],
  ['Wizard robe', 'fantasy', 'one_size', 'Midnight blue', 'Velvet', 'ornate,large'],
  ['Fairy wings', 'fantasy', 'one_size', 'Silver', 'Organza', 'fragile'],
  ['Dragon headpiece', 'fantasy', 'one_size', 'Green', 'Foam latex', 'large,fragile'],
  ['Cloak with hood', 'fantasy', 'one_size', 'Dark red', 'Wool', 'period'],
  ['Pearl necklace', 'accessories', 'one_size', 'White', 'Glass', 'vintage,small'],
  ['Leather gloves', 'accessories', 's', 'Brown', 'Leather', 'vintage,small'],
  ['Riding boots', 'shoes', 'l', 'Black', 'Leather', 'period'],
  ['Character shoes', 'shoes', 'm', 'Tan', 'Leather', 'simple'],
  ['Top hat', 'hats', 'm', 'Black', 'Felt', 'period'],
  ['Cloche hat', 'hats', 's', 'Rose', 'Felt', 'vintage'],
  ['Bowler hat', 'hats', 'm', 'Brown', 'Felt', 'vintage'],
];

const CONDITIONS: Condition[] = ['excellent', 'good', 'good', 'fair', 'good', 'poor'];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Fills one demo department with a stock of every kind and a few productions holding items. */
export async function seedDemoInventory(
  department: Department,
  admin: User,
  index: number,
  transaction: Transaction,
) {
  const pick = <T>(list: T[], i: number) => list[(i + index * 3) % list.length];
  const productions = await Production.bulkCreate(
    [
      {
        title: ['The Importance of Being Earnest', 'A Midsummer Night’s Dream', 'Our Town'][index % 3],
        status: 'active' as const,
        director: admin.fullName,
        start_date: day(-10),
        end_date: day(12),
        venue: 'Main Stage',
        cast_size: 14,
        description: 'Spring production, evening and matinee shows.',
      },
      {
        title: ['Into the Woods', 'Blithe Spirit', 'The Crucible'][index % 3],
        status: 'planning' as const,
        director: admin.fullName,
        start_date: day(45),
        end_date: day(60),
        venue: 'Main Stage',
        cast_size: 22,
        description: 'Auditions next month.',
      },
      {
        title: ['Twelfth Night', 'Arsenic and Old Lace', 'Peter Pan'][index % 3],
        status: 'planning' as const,
        director: null,
        start_date: null,
        end_date: null,
        venue: 'Studio Theatre',
        cast_size: null,
        description: 'Reading stage; dates to be set.',
      },
      {
        title: ['The Mousetrap', 'Oliver!', 'Macbeth'][index % 3],
        status: 'completed' as const,
        director: admin.fullName,
        start_date: day(-120),
        end_date: day(-100),
        venue: 'Main Stage',
        cast_size: 11,
        description: 'Closed to full houses.',
      },
    ].map((p) => ({ ...p, department_id: department.id, image_url: null })),
    { transaction },
  );
  const [running, upcoming] = productions;
  const holder = (i: number) => (i % 5 === 0 ? running : i % 7 === 0 ? upcoming : null);

  const props = await Prop.bulkCreate(
    PROPS.map(([name, category, tags, location, description], i) => ({
      department_id: department.id,
      name,
      category,
      tags,
      location,
      description,
      condition: pick(CONDITIONS, i),
      image_url: null,
    })),
    { transaction },
  );
  const sets = await SetPiece.bulkCreate(
    SETS.map(([name, dimensions, pieces_count, components, location, description], i) => ({
      department_id: department.id,
      name,
      dimensions,
      pieces_count,
      components: JSON.stringify(components),
      location,
      description,
      condition: pick(CONDITIONS, i),
      image_url: null,
    })),
    { transaction },
  );
  const costumes = await CostumePiece.bulkCreate(
    COSTUMES.map(([name, category, size, color, material, tags], i) => ({
      department_id: department.id,
      name,
      category,
      size,
      color,
      material,
      tags,
      description: null,
      location: pick(['Costume Room A', 'Costume Room B', 'Wardrobe', 'Dressing Room', 'Storage'], i),
      condition: pick(CONDITIONS, i),
      image_url: null,
    })),
    { transaction },
  );
  // The running and the upcoming show each book some of every kind, on their days.
  const booked = [
    ...props.map((item, i) => ({ item, type: 'prop' as const, production: holder(i) })),
    ...sets.map((item, i) => ({ item, type: 'set_piece' as const, production: holder(i + 1) })),
    ...costumes.map((item, i) => ({ item, type: 'costume_piece' as const, production: holder(i + 2) })),
  ].filter((b) => b.production !== null);
  await Booking.bulkCreate(
    booked.map(({ item, type, production }) => {
      const period = productionPeriod(production!, todayOf(department));
      return {
        department_id: department.id,
        item_type: type,
        item_id: item.id,
        kind: 'production' as const,
        state: 'held' as const,
        starts_on: period.from,
        ends_on: period.to,
        production_id: production!.id,
        follows_production: true,
        lending_id: null,
        reason: null,
        note: null,
        created_by: admin.id,
      };
    }),
    { transaction },
  );
  await recountDepartment(department.id, transaction);
  // A little history, so the dashboard's recent activity and each item page's history are not empty
  // on first sign-in: every item added, then booked for its show, then the productions.
  const actor = { user: { id: admin.id, fullName: admin.fullName }, ip: null };
  const added = [
    ...props.map((item) => ({ item, type: 'prop' as const })),
    ...sets.map((item) => ({ item, type: 'set_piece' as const })),
    ...costumes.map((item) => ({ item, type: 'costume_piece' as const })),
  ];
  for (const { item, type } of added) {
    await recordAudit(
      {
        action: `${type}_created`,
        actor,
        department,
        details: { id: item.id, name: item.name },
        item: { type, id: item.id },
      },
      transaction,
    );
  }
  for (const { item, type, production } of booked) {
    const period = productionPeriod(production!, todayOf(department));
    await recordAudit(
      {
        action: 'item_assigned',
        actor,
        department,
        details: {
          item: LENDING_KINDS[type].noun,
          id: item.id,
          name: item.name,
          production_id: production!.id,
          production_title: production!.title,
          starts_on: period.from,
          ends_on: period.to,
        },
        item: { type, id: item.id },
      },
      transaction,
    );
  }
  for (const production of productions.slice(0, 2)) {
    await recordAudit(
      {
        action: 'production_created',
        actor,
        department,
        details: { id: production.id, name: production.title },
      },
      transaction,
    );
  }
}
