import {
  cellValue,
  checkCell,
  countRowsWithErrors,
  IMPORT_COLUMNS,
  EMPTY_FILE,
  headerProblem,
  normaliseChoice,
  normaliseHeader,
  validateRow,
  validateRows,
  type ImportKind,
  type RowValues,
} from './validation';

const prop = (overrides: RowValues = {}): RowValues => ({
  id: '',
  name: 'Brass Lamp',
  description: 'Working oil lamp',
  category: 'lighting',
  condition: 'good',
  location: 'Prop Closet',
  tags: 'period,vintage',
  ...overrides,
});

const setPiece = (overrides: RowValues = {}): RowValues => ({
  name: 'Parlour Wall',
  dimensions: '12ft x 10ft',
  pieces_count: '3',
  condition: 'fair',
  components: 'Wall,Door',
  ...overrides,
});

const costume = (overrides: RowValues = {}): RowValues => ({
  name: 'Velvet Cloak',
  category: 'fantasy',
  size: 'one_size',
  color: 'Burgundy',
  material: 'Velvet',
  condition: 'excellent',
  tags: 'period',
  ...overrides,
});

const CONDITION_LIST = 'Must be one of: excellent, good, fair, poor';

describe('normalising', () => {
  it('matches headers trimmed, in any case, with spaces and hyphens as underscores, without a BOM', () => {
    expect(normaliseHeader('\uFEFFName')).toBe('name');
    expect(normaliseHeader('  Pieces Count ')).toBe('pieces_count');
    expect(normaliseHeader('PIECES-COUNT')).toBe('pieces_count');
    expect(normaliseHeader('Pieces_Count')).toBe('pieces_count');
  });

  it('compares select values trimmed, lower-cased, spaces as underscores', () => {
    expect(normaliseChoice(' One Size ')).toBe('one_size');
    expect(normaliseChoice('one-size')).toBe('one_size');
    expect(normaliseChoice('EXCELLENT')).toBe('excellent');
  });

  it('reads a cell the export neutralised without its quote', () => {
    expect(cellValue("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(cellValue("'+44 20")).toBe('+44 20');
    expect(cellValue("'-5")).toBe('-5');
    expect(cellValue("'@home")).toBe('@home');
    expect(cellValue("' =1+1")).toBe('=1+1');
    expect(cellValue("'\tTabbed")).toBe('Tabbed');
    expect(cellValue("'quoted")).toBe("'quoted");
    expect(cellValue('  padded  ')).toBe('padded');
    expect(cellValue(undefined)).toBe('');
  });
});

describe('the columns', () => {
  it('are the import’s, in the export’s order', () => {
    const headers = (kind: ImportKind) => IMPORT_COLUMNS[kind].map((c) => c.header);
    expect(headers('props')).toEqual([
      'ID',
      'Name',
      'Description',
      'Category',
      'Condition',
      'Location',
      'Tags',
    ]);
    expect(headers('sets')).toEqual([
      'ID',
      'Name',
      'Description',
      'Dimensions',
      'Pieces_Count',
      'Condition',
      'Location',
      'Components',
    ]);
    expect(headers('costumes')).toEqual([
      'ID',
      'Name',
      'Description',
      'Category',
      'Size',
      'Color',
      'Material',
      'Condition',
      'Location',
      'Tags',
    ]);
  });

  it('name the missing required columns', () => {
    expect(headerProblem('props', ['Name', 'Description', 'Condition'])).toBe(
      'Missing required column: Category',
    );
    expect(headerProblem('props', ['NAME', ' category ', 'Condition'])).toBeNull();
    expect(headerProblem('sets', ['name', 'condition'])).toBe('Missing required column: Pieces_Count');
    expect(headerProblem('sets', ['name', 'Pieces Count', 'condition'])).toBeNull();
    expect(headerProblem('costumes', ['ID', 'Name'])).toBe(
      'Missing required columns: Category, Size, Condition',
    );
  });

  it('say when there is no header row at all', () => {
    expect(headerProblem('props', [])).toBe(EMPTY_FILE);
    expect(EMPTY_FILE).toBe('The file is empty: it needs a header row and at least one row of items');
    expect(headerProblem('props', ['Brass Lamp', 'lighting', 'good'])).toBe(
      'The first row must be a header naming the columns: ID, Name, Description, Category, Condition, Location, Tags',
    );
  });
});

describe('props rows', () => {
  it('accept a good row, select values in any case and an ID', () => {
    expect(validateRow('props', prop())).toBeNull();
    expect(validateRow('props', prop({ category: ' Lighting ', condition: 'GOOD', id: '12' }))).toBeNull();
    // optional columns may be missing from the file altogether
    expect(validateRow('props', { name: 'Lamp', category: 'lighting', condition: 'good' })).toBeNull();
  });

  it('require a name, category and condition', () => {
    expect(validateRow('props', prop({ name: '  ', category: '', condition: '' }))).toEqual({
      name: 'Required',
      category: 'Required',
      condition: 'Required',
    });
  });

  it('check only the columns the file has (a missing required column is the file’s problem)', () => {
    expect(validateRow('props', { name: 'Lamp', category: 'lighting' })).toBeNull();
  });

  it('list the allowed values of a select', () => {
    expect(validateRow('props', prop({ category: 'hats', condition: 'mint' }))).toEqual({
      category: 'Must be one of: furniture, weapons, costumes, decorative, lighting, electronics, other',
      condition: CONDITION_LIST,
    });
  });

  it('count tags as stored: trimmed, without blanks or repeats', () => {
    const tag = 'x'.repeat(99);
    const five = [1, 2, 3, 4, 5].map((n) => `${tag}${n}`);
    expect(five.join(',')).toHaveLength(504);
    expect(validateRow('props', prop({ tags: five.join(',') }))).toEqual({
      tags: 'Must be no more than 500 characters',
    });
    const padded = `${five.slice(0, 4).join(' , ')}, ,${five[0]}, ${five[1].toUpperCase()}`;
    expect(validateRow('props', prop({ tags: padded }))).toBeNull();
  });

  it('limit the lengths', () => {
    expect(
      validateRow(
        'props',
        prop({
          name: 'x'.repeat(201),
          description: 'x'.repeat(5001),
          location: 'x'.repeat(201),
          tags: 'x'.repeat(501),
        }),
      ),
    ).toEqual({
      name: 'Must be no more than 200 characters',
      description: 'Must be no more than 5000 characters',
      location: 'Must be no more than 200 characters',
      tags: 'Must be no more than 500 characters',
    });
    expect(
      validateRow(
        'props',
        prop({ name: 'x'.repeat(200), description: 'x'.repeat(5000), location: 'x'.repeat(200) }),
      ),
    ).toBeNull();
  });

  it('want a whole-number ID when one is given', () => {
    expect(validateRow('props', prop({ id: 'abc' }))).toEqual({ id: 'Must be a whole number' });
    expect(validateRow('props', prop({ id: '2.5' }))).toEqual({ id: 'Must be a whole number' });
    expect(validateRow('props', prop({ id: '-3' }))).toEqual({ id: 'Must be a whole number' });
    expect(validateRow('props', prop({ id: '0' }))).toEqual({ id: 'Must be a whole number' });
    expect(validateRow('props', prop({ id: '1e3' }))).toEqual({ id: 'Must be a whole number' });
    expect(validateRow('props', prop({ id: '99999999999' }))).toEqual({ id: 'Must be a whole number' });
    expect(validateRow('props', prop({ id: ' 42 ' }))).toBeNull();
  });
});

describe('sets rows', () => {
  it('accept a good row without a category', () => {
    expect(validateRow('sets', setPiece())).toBeNull();
  });

  it('require a name, pieces count and condition', () => {
    expect(validateRow('sets', { name: '', pieces_count: '', condition: '' })).toEqual({
      name: 'Required',
      pieces_count: 'Required',
      condition: 'Required',
    });
  });

  it('want the pieces count a whole number of at least 1', () => {
    expect(checkCell(IMPORT_COLUMNS.sets[4], 'three')).toBe('Must be a number');
    expect(validateRow('sets', setPiece({ pieces_count: 'three' }))).toEqual({
      pieces_count: 'Must be a number',
    });
    expect(validateRow('sets', setPiece({ pieces_count: '0' }))).toEqual({
      pieces_count: 'Must be a whole number of at least 1',
    });
    expect(validateRow('sets', setPiece({ pieces_count: '2.5' }))).toEqual({
      pieces_count: 'Must be a whole number of at least 1',
    });
    expect(validateRow('sets', setPiece({ pieces_count: '-1' }))).toEqual({
      pieces_count: 'Must be a whole number of at least 1',
    });
    expect(validateRow('sets', setPiece({ pieces_count: '1e3' }))).toEqual({
      pieces_count: 'Must be a number',
    });
    expect(validateRow('sets', setPiece({ pieces_count: '0x10' }))).toEqual({
      pieces_count: 'Must be a number',
    });
    expect(validateRow('sets', setPiece({ pieces_count: ' 12 ' }))).toBeNull();
    expect(validateRow('sets', setPiece({ pieces_count: '4.0' }))).toBeNull();
  });

  it('check the condition and limit the dimensions and location', () => {
    expect(
      validateRow(
        'sets',
        setPiece({ condition: 'new', dimensions: 'x'.repeat(201), location: 'x'.repeat(201) }),
      ),
    ).toEqual({
      condition: CONDITION_LIST,
      dimensions: 'Must be no more than 200 characters',
      location: 'Must be no more than 200 characters',
    });
  });

  it('take components comma-separated or as a JSON array, up to 100 of up to 100 characters', () => {
    expect(validateRow('sets', setPiece({ components: '["Door, left","Window"]' }))).toBeNull();
    const limit = 'At most 100 components of at most 100 characters each';
    expect(validateRow('sets', setPiece({ components: `Door,${'x'.repeat(101)}` }))).toEqual({
      components: limit,
    });
    const many = Array.from({ length: 101 }, (_, i) => `Part ${i}`);
    expect(validateRow('sets', setPiece({ components: many.join(',') }))).toEqual({ components: limit });
    expect(validateRow('sets', setPiece({ components: many.slice(1).join(', ') }))).toBeNull();
  });
});

describe('costumes rows', () => {
  it('accept a good row, a size written as "One Size"', () => {
    expect(validateRow('costumes', costume())).toBeNull();
    expect(validateRow('costumes', costume({ size: 'One Size', category: 'Period' }))).toBeNull();
  });

  it('require a name, category, size and condition', () => {
    expect(validateRow('costumes', { name: '', category: '', size: '', condition: '' })).toEqual({
      name: 'Required',
      category: 'Required',
      size: 'Required',
      condition: 'Required',
    });
  });

  it('list the categories and sizes', () => {
    expect(validateRow('costumes', costume({ category: 'furniture', size: 'huge' }))).toEqual({
      category:
        'Must be one of: period, modern, fantasy, formal, casual, uniform, accessories, shoes, hats, other',
      size: 'Must be one of: xs, s, m, l, xl, xxl, xxxl, one_size, custom',
    });
  });

  it('limit colour and material to 100 characters, tags to 500', () => {
    expect(
      validateRow(
        'costumes',
        costume({ color: 'x'.repeat(101), material: 'x'.repeat(101), tags: 'x'.repeat(501) }),
      ),
    ).toEqual({
      color: 'Must be no more than 100 characters',
      material: 'Must be no more than 100 characters',
      tags: 'Must be no more than 500 characters',
    });
    expect(
      validateRow('costumes', costume({ color: 'x'.repeat(100), material: 'x'.repeat(100) })),
    ).toBeNull();
  });

  it('check the condition and the ID', () => {
    expect(validateRow('costumes', costume({ condition: 'worn', id: 'x1' }))).toEqual({
      condition: CONDITION_LIST,
      id: 'Must be a whole number',
    });
  });
});

describe('validateRows', () => {
  it('checks every row, a slice at a time, and counts the rows with errors', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => prop({ name: i % 10 === 0 ? '' : `Prop ${i}` }));
    const errors = await validateRows('props', rows, { slice: 4 });
    expect(errors).toHaveLength(25);
    expect(errors[0]).toEqual({ name: 'Required' });
    expect(errors[1]).toBeNull();
    expect(countRowsWithErrors(errors)).toBe(3);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const rows = Array.from({ length: 10 }, () => prop());
    const run = validateRows('props', rows, { slice: 2, signal: controller.signal });
    controller.abort(new Error('closed'));
    await expect(run).rejects.toThrow('closed');
  });
});
