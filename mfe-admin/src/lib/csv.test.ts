import { csvCell, fileNamePart, toCsv } from './csv';

describe('csv', () => {
  it('quotes every cell and doubles quotes inside', () => {
    expect(csvCell('Riley "Rye" Park')).toBe('"Riley ""Rye"" Park"');
    expect(csvCell(null)).toBe('""');
  });

  it.each(['=SUM(A1)', '+1 503', '-2', '@cmd', '\tx'])(
    'neutralises a leading formula character in %p',
    (value) => {
      expect(csvCell(value).startsWith(`"'`)).toBe(true);
    },
  );

  it('writes a header and CRLF rows', () => {
    expect(toCsv(['A', 'B'], [['1', null]])).toBe('"A","B"\r\n"1",""\r\n');
  });

  it('names files after the department with underscores', () => {
    expect(fileNamePart('  Riverside High  School Drama ')).toBe('Riverside_High_School_Drama');
  });
});
