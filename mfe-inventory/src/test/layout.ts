// Layout and files for the import preview's component tests (not part of any bundle).

/**
 * jsdom lays nothing out, so every element measures 0 and a virtual list would show no rows:
 * give the scroll box a height and each row one for the duration of a test file.
 */
export function fakeLayout({ viewport = 600, row = 44 } = {}) {
  const props = ['clientHeight', 'clientWidth', 'offsetHeight'] as const;
  const saved = props.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => viewport });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => row });
  });
  afterAll(() => {
    props.forEach((name, index) => {
      const descriptor = saved[index];
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    });
  });
}

export function csvFile(text: string, name = 'props.csv'): File {
  return new File([text], name, { type: 'text/csv' });
}
