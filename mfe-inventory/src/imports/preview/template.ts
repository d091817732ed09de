// The blank file offered beside the import: each kind's header row and two example rows.
import Papa from 'papaparse';
import { downloadBlob } from '@scenedock/ui';
import { IMPORT_COLUMNS, type ImportKind } from './validation';

/** Two realistic rows per kind, by header. An empty ID adds a new item; an item's ID updates it. */
const SAMPLES: Record<ImportKind, Record<string, string>[]> = {
  props: [
    {
      Name: 'Brass Candelabra',
      Description: 'Five-arm candelabra, polished; candles not included.',
      Category: 'decorative',
      Condition: 'excellent',
      Location: 'Prop Closet',
      Tags: 'period,ornate,fragile',
    },
    {
      Name: 'Wooden Rapier',
      Description: 'Stage-safe rapier with a blunted tip, for Romeo and Juliet.',
      Category: 'weapons',
      Condition: 'good',
      Location: 'Storage Room A',
      Tags: 'period,stage combat',
    },
  ],
  sets: [
    {
      Name: 'Victorian Parlour',
      Description: 'Box set with a practical door and a working window.',
      Dimensions: '24ft x 12ft x 10ft',
      Pieces_Count: '6',
      Condition: 'good',
      Location: 'Scene Dock',
      Components: 'Back wall,Left wall,Right wall,Door flat,Window flat,Fireplace',
    },
    {
      Name: 'Garden Gazebo',
      Description: 'Octagonal gazebo on casters, with a removable roof.',
      Dimensions: '8ft x 8ft x 9ft',
      Pieces_Count: '3',
      Condition: 'fair',
      Location: 'Workshop',
      Components: 'Base platform,Railings,Roof',
    },
  ],
  costumes: [
    {
      Name: 'Velvet Cloak',
      Description: 'Full-length hooded cloak with a satin lining.',
      Category: 'fantasy',
      Size: 'one_size',
      Color: 'Burgundy',
      Material: 'Velvet',
      Condition: 'excellent',
      Location: 'Wardrobe',
      Tags: 'period,large',
    },
    {
      Name: "Butler's Tailcoat",
      Description: 'Black tailcoat with a grey waistcoat.',
      Category: 'formal',
      Size: 'l',
      Color: 'Black',
      Material: 'Wool',
      Condition: 'good',
      Location: 'Costume Room A',
      Tags: 'formal,vintage',
    },
  ],
};

/** The template's text: the kind's header row and its two sample rows. */
export function templateCsv(kind: ImportKind): string {
  const headers = IMPORT_COLUMNS[kind].map((column) => column.header);
  return Papa.unparse(
    { fields: headers, data: SAMPLES[kind].map((row) => headers.map((header) => row[header] ?? '')) },
    { newline: '\r\n' },
  );
}

export function templateFileName(kind: ImportKind): string {
  return `${kind}-import-template.csv`;
}

/** Saves `<kind>-import-template.csv`. */
export function downloadTemplate(kind: ImportKind): void {
  downloadBlob(new Blob([templateCsv(kind)], { type: 'text/csv;charset=utf-8' }), templateFileName(kind));
}
