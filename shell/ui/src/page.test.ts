import { ApiError } from './api';
import { unwrapPage } from './page';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
  const response = new Response(null, { status, headers });
  return Promise.resolve(response.ok ? { data: body as string[], response } : { error: body, response });
};

describe('unwrapPage', () => {
  it('answers the rows with the total and whether it is exact', async () => {
    await expect(unwrapPage(answer(200, ['a', 'b'], { 'X-Total-Count': '212' }))).resolves.toEqual({
      items: ['a', 'b'],
      total: 212,
      exact: true,
    });
    await expect(
      unwrapPage(answer(200, ['a'], { 'X-Total-Count': '124', 'X-Total-Count-Exact': 'false' })),
    ).resolves.toEqual({ items: ['a'], total: 124, exact: false });
  });

  it('throws the server’s refusal as an ApiError', async () => {
    await expect(unwrapPage(answer(403, { detail: 'Not yours' }))).rejects.toEqual(
      new ApiError(403, 'Not yours'),
    );
  });
});
