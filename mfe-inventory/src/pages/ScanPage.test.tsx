import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, jsonResponse, renderWithPlatform } from '@scenedock/ui/testing';
import { ScanPage } from './ScanPage';

// The decoder (the polyfill and its .wasm) is the browser test's: here a stand-in reports what the
// test shows the camera.
const shown: string[] = [];
jest.mock('../components/scan/detector', () => ({
  createDetector: () =>
    Promise.resolve({ detect: () => Promise.resolve(shown.map((rawValue) => ({ rawValue }))) }),
}));

const MEMBER = {
  member: true,
  code: '7K3M9Q2X',
  item_type: 'prop',
  item_id: 7,
  name: 'Brass telescope',
  department_id: 1,
  department_name: 'Riverside High School Drama',
};
const STRANGER = {
  member: false,
  code: '7K3M9Q2X',
  department_name: 'Westbrook Community Theatre',
  contact_person: null,
  contact_email: 'props@westbrook.example',
  contact_phone: null,
};

function setCamera(answer: (() => Promise<unknown>) | undefined): jest.Mock {
  const getUserMedia = jest.fn(answer);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: answer ? { getUserMedia } : undefined,
  });
  return getUserMedia;
}

async function type(code: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText(/Or type the code/);
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Open' }));
}

afterEach(() => {
  shown.length = 0;
  setCamera(undefined);
});

describe('ScanPage', () => {
  it('without a camera says so, and a typed code opens the item', async () => {
    setCamera(undefined);
    const fake = fakeClient(() => jsonResponse(200, MEMBER));
    const { router } = renderWithPlatform(<ScanPage />, { path: '/scan', client: fake.client });
    expect(await screen.findByRole('status')).toHaveTextContent('No camera was found');
    await type('7k3m-9q2x');
    await waitFor(() => expect(router.state.location.pathname).toBe('/props/7'));
    expect(fake.calls[0]).toMatchObject({
      path: '/codes/{code}',
      init: { params: { path: { code: '7K3M9Q2X' } } },
    });
  });

  it('with the camera refused: clear words, and the typed code still works (another department: the card)', async () => {
    setCamera(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const fake = fakeClient(() => jsonResponse(200, STRANGER));
    renderWithPlatform(<ScanPage />, { path: '/scan', client: fake.client });
    expect(await screen.findByRole('status')).toHaveTextContent('The camera is blocked for this site');
    await type('7K3M9Q2X');
    expect(
      await screen.findByRole('heading', { name: 'This item belongs to Westbrook Community Theatre' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'props@westbrook.example' })).toHaveAttribute(
      'href',
      'mailto:props@westbrook.example',
    );
  });

  it('a malformed code is refused without a call; an unknown one says so', async () => {
    const fake = fakeClient(() => jsonResponse(404, { detail: 'No item has this code' }));
    renderWithPlatform(<ScanPage />, { path: '/scan', client: fake.client });
    await type('abc');
    expect(await screen.findByText(/That is not a Scenedock code/)).toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
    await type('ZZZZ-ZZZZ');
    expect(await screen.findByText(/No item has this code/)).toBeInTheDocument();
  });

  it('an item of another of the reader’s departments goes through its label address (which switches)', async () => {
    const fake = fakeClient(() => jsonResponse(200, { ...MEMBER, department_id: 2 }));
    const { router } = renderWithPlatform(<ScanPage />, { path: '/scan', client: fake.client });
    await type('7K3M9Q2X');
    await waitFor(() => expect(router.state.location.pathname).toBe('/i/7K3M9Q2X'));
  });

  it('the camera reads a label’s QR address, opens the item, and stops when the page is left', async () => {
    const stop = jest.fn();
    const getUserMedia = setCamera(() => Promise.resolve({ getTracks: () => [{ stop }] }));
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    const fake = fakeClient(() => jsonResponse(200, MEMBER));
    const { router } = renderWithPlatform(<ScanPage />, { path: '/scan', client: fake.client });
    expect(await screen.findByText(/Point the camera at a label/)).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    act(() => {
      shown.push('https://scenedock.example/i/7K3M9Q2X');
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/props/7'));
    expect(fake.calls).toHaveLength(1);
    expect(stop).toHaveBeenCalled();
  });
});
