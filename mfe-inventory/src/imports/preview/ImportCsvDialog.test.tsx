import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { fakeClient, jsonResponse, renderWithPlatform } from '@scenedock/ui/testing';
import { csvFile, fakeLayout } from '../../test/layout';
import { ImportCsvDialog } from './ImportCsvDialog';
import { buildCsv, MAX_FILE_BYTES, readFileText } from './parse';
import type * as Parse from './parse';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

// The real writer, which one test makes fail.
jest.mock('./parse', () => {
  const actual = jest.requireActual<typeof Parse>('./parse');
  return { ...actual, buildCsv: jest.fn(actual.buildCsv) };
});

fakeLayout();

const JOB = { id: 42, job_id: '0b7c2d9e-1111-4222-8333-444455556666', status: 'pending', item_type: 'props' };

const PROPS_CSV = [
  'Name,Category,Condition,Notes',
  'Brass Candelabra,decorative,excellent,from the 1998 Macbeth',
  'Wooden Rapier,swords,good,',
  '"Throne, gilded",furniture,fair,"heavy, two people"',
].join('\r\n');

function setup(respond?: (method: string, path: string, init: unknown) => unknown) {
  const fake = fakeClient(respond ?? ((method) => (method === 'POST' ? jsonResponse(202, JOB) : {})));
  const onClose = jest.fn();
  const onStarted = jest.fn();
  renderWithPlatform(<ImportCsvDialog kind="props" open onClose={onClose} onStarted={onStarted} />, {
    client: fake.client,
  });
  return { calls: fake.calls, onClose, onStarted, user: userEvent.setup({ applyAccept: false }) };
}

/** The multipart body a recorded POST would send, through its own bodySerializer. */
function formOf(init: unknown): FormData {
  const { body, bodySerializer } = init as { body: unknown; bodySerializer: (body: unknown) => FormData };
  return bodySerializer(body);
}

/** The Blob a recorded POST was given to send (before it is put in the form). */
function sentFile(init: unknown): Blob {
  return (init as { body: { file: Blob } }).body.file;
}

const startButton = () => screen.getByRole('button', { name: 'Start Import' });

beforeEach(() => jest.clearAllMocks());

describe('ImportCsvDialog', () => {
  it('is titled by the kind and cannot start without a file', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Import Props from CSV' })).toBeInTheDocument();
    expect(startButton()).toBeDisabled();
    expect(startButton()).toHaveAccessibleDescription('Please select a file first');
  });

  it('shows a bad row’s error, fixes it, deletes a row, renumbers, and uploads the edited CSV', async () => {
    const { user, calls, onStarted } = setup();
    await user.upload(screen.getByLabelText('CSV file'), csvFile(PROPS_CSV));

    expect(
      await screen.findByText('Found 1 rows with errors. Please fix before starting import.'),
    ).toBeInTheDocument();
    expect(startButton()).toBeDisabled();
    expect(startButton()).toHaveAccessibleDescription('Please fix all errors before starting import');
    // The unknown column goes with the upload but is not edited here.
    expect(screen.getByText('Other columns are uploaded as they are: Notes.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Row 1 Notes')).not.toBeInTheDocument();

    const category = screen.getByLabelText('Row 2 Category');
    expect(category).toHaveValue('swords');
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(category).toHaveAccessibleDescription(
      'Must be one of: furniture, weapons, costumes, decorative, lighting, electronics, other',
    );
    expect(screen.getByLabelText('Row 3 Name')).toHaveValue('Throne, gilded');

    await user.clear(category);
    await user.type(category, 'Weapons');
    expect(category).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/rows with errors/)).not.toBeInTheDocument();
    expect(screen.getByText('3 rows ready to import.')).toBeInTheDocument();
    expect(startButton()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Delete row 1' }));
    expect(screen.getByLabelText('Row 1 Name')).toHaveValue('Wooden Rapier');
    expect(screen.getByLabelText('Row 2 Name')).toHaveValue('Throne, gilded');
    expect(screen.queryByLabelText('Row 3 Name')).not.toBeInTheDocument();
    expect(screen.getByText('2 rows ready to import.')).toBeInTheDocument();

    await user.click(startButton());
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(JOB));
    expect(toast.success).toHaveBeenCalledWith('Import job started with ID: 42');

    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/props/bulk-import');
    const uploaded = formOf(post?.init).get('file') as File;
    expect(uploaded.name).toBe('props.csv');
    expect(await readFileText(uploaded)).toBe(
      [
        'Name,Category,Condition,Notes',
        'Wooden Rapier,Weapons,good,',
        '"Throne, gilded",furniture,fair,"heavy, two people"',
      ].join('\r\n'),
    );
  });

  it('uploads the chosen file itself when nothing was edited', async () => {
    const { user, calls, onStarted } = setup();
    const file = csvFile('Name,Category,Condition\nLamp,lighting,good\n');
    await user.upload(screen.getByLabelText('CSV file'), file);
    expect(await screen.findByText('1 row ready to import.')).toBeInTheDocument();
    await user.click(startButton());
    await waitFor(() => expect(onStarted).toHaveBeenCalled());
    expect(sentFile(calls.find((c) => c.method === 'POST')?.init)).toBe(file);
  });

  it('falls back to the original file when the edited rows cannot be written', async () => {
    const { user, calls, onStarted } = setup();
    const file = csvFile('Name,Category,Condition\nLamp,lighting,good\nSword,weapons,poor\n');
    await user.upload(screen.getByLabelText('CSV file'), file);
    await user.click(await screen.findByRole('button', { name: 'Delete row 2' }));
    jest.mocked(buildCsv).mockImplementationOnce(() => {
      throw new Error('out of memory');
    });
    await user.click(startButton());
    await waitFor(() => expect(onStarted).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledWith('Failed to process edited data. Using original file.');
    expect(sentFile(calls.find((c) => c.method === 'POST')?.init)).toBe(file);
  });

  it('says why the server refused to start, and stays open', async () => {
    const { user, onStarted } = setup((method) =>
      method === 'POST' ? jsonResponse(403, { detail: 'You do not have permission to import items' }) : {},
    );
    await user.upload(
      screen.getByLabelText('CSV file'),
      csvFile('Name,Category,Condition\nLamp,lighting,good\n'),
    );
    await screen.findByText('1 row ready to import.');
    await user.click(startButton());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed to start import job: You do not have permission to import items',
      ),
    );
    expect(onStarted).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Import Props from CSV' })).toBeInTheDocument();
  });

  it('refuses a file that is not a CSV, and one over 50 MB, before reading it', async () => {
    const { user } = setup();
    const input = screen.getByLabelText('CSV file');
    await user.upload(input, csvFile('Name\nLamp\n', 'props.xlsx'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a CSV file');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(startButton()).toBeDisabled();

    const big = csvFile('Name\nLamp\n');
    Object.defineProperty(big, 'size', { value: MAX_FILE_BYTES + 1 });
    await user.upload(input, big);
    expect(screen.getByRole('alert')).toHaveTextContent('File size must be less than 50MB');
    expect(startButton()).toHaveAccessibleDescription('Please select a file first');
  });

  it('names a missing required column, and a file it cannot parse', async () => {
    const { user } = setup();
    const input = screen.getByLabelText('CSV file');
    await user.upload(input, csvFile('Name,Condition\nLamp,good\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing required column: Category');
    expect(startButton()).toBeDisabled();

    await user.upload(input, csvFile('Name,Category,Condition\n"Lamp,lighting,good\n'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Error parsing CSV: Quoted field unterminated'),
    );
  });

  it('shows only the rows with errors when asked, numbered as in the file', async () => {
    const { user } = setup();
    const lines = ['Name,Category,Condition'];
    for (let i = 1; i <= 8; i++) lines.push(`Prop ${i},other,${i % 4 === 0 ? 'mint' : 'good'}`);
    await user.upload(screen.getByLabelText('CSV file'), csvFile(lines.join('\n')));
    await screen.findByText('Found 2 rows with errors. Please fix before starting import.');
    await user.click(screen.getByRole('checkbox', { name: 'Show only rows with errors' }));
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '8']);
    // A fixed row stays in view until the filter is changed.
    const condition = screen.getByLabelText('Row 4 Condition');
    await user.clear(condition);
    await user.type(condition, 'good');
    expect(screen.getByLabelText('Row 4 Condition')).toHaveValue('good');
    await user.click(screen.getByRole('button', { name: 'Delete row 4' }));
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['7']);
  });

  it('downloads the kind’s template: the header row and two sample rows', async () => {
    const { user } = setup();
    let saved: Blob | undefined;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved = blob;
      return 'blob:template';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('props-import-template.csv');
    });
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
    const lines = (await readFileText(saved!)).split('\r\n');
    expect(lines[0]).toBe('ID,Name,Description,Category,Condition,Location,Tags');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^,Brass Candelabra,/);
  });

  it('renders only a window of 50,000 rows', async () => {
    const { user } = setup();
    const lines = ['Name,Description,Category,Condition,Location,Tags'];
    for (let i = 1; i <= 50_000; i++) {
      lines.push(
        `Prop ${i},"A prop, number ${i}",${i === 49_999 ? 'toys' : 'other'},good,Prop Closet,period`,
      );
    }
    await user.upload(screen.getByLabelText('CSV file'), csvFile(lines.join('\n')));
    expect(
      await screen.findByText('Found 1 rows with errors. Please fix before starting import.', undefined, {
        timeout: 20_000,
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '50001');
    const rendered = within(table).getAllByRole('row').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(40);
    expect(screen.getByLabelText('Row 1 Name')).toHaveValue('Prop 1');
    expect(screen.queryByLabelText('Row 50000 Name')).not.toBeInTheDocument();
  }, 30_000);
});
