import { fileNamePart, localDateStamp } from './files';

describe('file names', () => {
  it('names files after the department with underscores', () => {
    expect(fileNamePart('  Riverside High  School Drama ')).toBe('Riverside_High_School_Drama');
  });

  it('stamps the local date', () => {
    expect(localDateStamp(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
