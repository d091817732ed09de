import { z } from './zod';
import { z as mini } from './zodMini';

describe("the kit's Zod", () => {
  it('never tries eval, which the Content-Security-Policy forbids', () => {
    const spy = jest.spyOn(globalThis, 'Function');
    try {
      const schema = z.object({ name: z.string().min(1), count: z.number() });
      for (let i = 0; i < 3; i += 1)
        expect(schema.parse({ name: 'Lantern', count: i })).toEqual({ name: 'Lantern', count: i });
      const small = mini.object({ email: mini.string() });
      expect(small.parse({ email: 'a@b.c' })).toEqual({ email: 'a@b.c' });
      expect(spy).not.toHaveBeenCalled();
      expect(z.config().jitless).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });
});
