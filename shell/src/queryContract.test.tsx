// The query-key contract at work across remotes (docs/frontends.md): what one remote changes, the
// other's cached lists show without a reload, because both build their keys from the kit's factories.
import { act, screen, waitFor } from '@testing-library/react';
import { fakeClient, jsonResponse, renderWithPlatform } from '@scenedock/ui/testing';
import { useProps } from '../../mfe-inventory/src/api/props';
import { useBookForProduction } from '../../mfe-productions/src/api/bookings';
import { useProductions } from '../../mfe-productions/src/api/productions';

const lamp = { id: 7, name: 'Brass Lamp', current_production_id: null as number | null };

function Screens({ onAssign }: { onAssign: (assign: (id: number, productionId: number) => void) => void }) {
  // The inventory remote's prop list and the productions remote's list, on one page (as the shell has them).
  const props = useProps({ skip: 0, limit: 24 });
  const productions = useProductions({ skip: 0, limit: 12 });
  const assign = useBookForProduction('props');
  onAssign((id, productionId) => assign.mutate({ itemId: id, productionId }));
  const item = props.data?.items[0];
  return (
    <>
      <p>{item ? `${item.name}: ${item.current_production_id ?? 'free'}` : 'loading'}</p>
      <p>{productions.data ? `${productions.data.total} productions` : 'loading'}</p>
    </>
  );
}

describe('query keys across remotes', () => {
  it('assigning a prop in the productions remote refreshes the inventory remote’s prop list', async () => {
    const fake = fakeClient((method, path) => {
      if (method === 'GET' && path === '/props') return jsonResponse(200, [lamp], { 'X-Total-Count': '1' });
      if (method === 'GET' && path === '/productions') return jsonResponse(200, [], { 'X-Total-Count': '0' });
      if (method === 'POST' && path === '/bookings') {
        lamp.current_production_id = 3;
        return jsonResponse(201, {
          id: 1,
          kind: 'production',
          state: 'held',
          item_type: 'prop',
          item_id: 7,
          starts_on: '2027-01-05',
          ends_on: null,
          holder: 'Hamlet',
          production_id: 3,
          follows_production: true,
          lending_id: null,
          borrower_department_id: null,
          reason: null,
          note: null,
        });
      }
      return {};
    });
    let assign: (id: number, productionId: number) => void = () => undefined;
    renderWithPlatform(<Screens onAssign={(fn) => (assign = fn)} />, { client: fake.client });
    expect(await screen.findByText('Brass Lamp: free')).toBeInTheDocument();
    const listCalls = () => fake.calls.filter((c) => c.method === 'GET').map((c) => c.path);
    const before = listCalls();

    act(() => assign(7, 3));

    expect(await screen.findByText('Brass Lamp: 3')).toBeInTheDocument();
    await waitFor(() => {
      const after = listCalls().slice(before.length);
      expect(after).toEqual(expect.arrayContaining(['/props', '/productions']));
    });
  });
});
