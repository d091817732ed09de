import { displayDay } from './days';
import { readerLocale, recipientLocale, withReaderLocale } from './readerLocale';

describe('the reader’s locale', () => {
  it('is en-US outside a request (jobs, the clock)', () => {
    expect(readerLocale()).toBe('en-US');
    expect(displayDay('2027-03-01')).toBe('Mar 1, 2027');
  });

  it('stays the request’s across awaits, and each request keeps its own', async () => {
    const read = (locale: string) =>
      withReaderLocale(locale, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        await Promise.resolve();
        return displayDay('2027-03-01');
      });
    expect(await Promise.all([read('en-GB'), read('en-US'), read('fr')])).toEqual([
      '1 Mar 2027',
      'Mar 1, 2027',
      '1 mars 2027',
    ]);
    expect(readerLocale()).toBe('en-US');
  });

  it('is not a notification’s: its recipient’s is named, en-US until people choose one', () => {
    withReaderLocale('en-GB', () => {
      expect(displayDay('2027-03-01', recipientLocale())).toBe('Mar 1, 2027');
    });
  });
});
