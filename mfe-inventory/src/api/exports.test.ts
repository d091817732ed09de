import { fileNameOf } from './exports';

describe('fileNameOf', () => {
  it('reads the name a Content-Disposition header gives', () => {
    expect(fileNameOf('attachment; filename="props-2026-11-23.csv"', 'props-export.csv')).toBe(
      'props-2026-11-23.csv',
    );
    expect(fileNameOf('attachment; filename=sets.csv', 'sets-export.csv')).toBe('sets.csv');
    expect(
      fileNameOf(`attachment; filename="costumes.csv"; filename*=UTF-8''caf%C3%A9-costumes.csv`, 'x.csv'),
    ).toBe('café-costumes.csv');
  });

  it('falls back to the kind’s name without one', () => {
    expect(fileNameOf(null, 'props-export.csv')).toBe('props-export.csv');
    expect(fileNameOf('attachment', 'props-export.csv')).toBe('props-export.csv');
  });
});
