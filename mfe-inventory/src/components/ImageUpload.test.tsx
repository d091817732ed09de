import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { ImageUpload } from '@scenedock/ui';
import { fakeClient, renderWithPlatform } from '@scenedock/ui/testing';

// The kit's ImageUpload, as the inventory forms use it (the kit has no test project of its own).

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

/** Stands in for XMLHttpRequest: records each request; the test drives progress and the answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  jest.clearAllMocks();
  FakeXhr.sent = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});

function Harness({
  initial = null,
  onChange,
}: {
  initial?: string | null;
  onChange: (url: string | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ImageUpload
      label="Image"
      fileType="prop"
      value={value}
      onChange={(url) => {
        setValue(url);
        onChange(url);
      }}
      fallback={<div>No photo yet</div>}
    />
  );
}

const png = (bytes = 1024) => new File([new Uint8Array(bytes)], 'lamp.png', { type: 'image/png' });
const stored = {
  url: '/uploads/props/lamp.png',
  filename: 'lamp.png',
  content_type: 'image/png',
  size: 1024,
  file_type: 'prop',
};

function setup(
  options: { initial?: string | null; respond?: (method: string, path: string) => unknown } = {},
) {
  const onChange = jest.fn();
  const fake = fakeClient(options.respond);
  renderWithPlatform(<Harness initial={options.initial} onChange={onChange} />, { client: fake.client });
  // applyAccept off: the point is what the component does with a file the picker would not offer.
  return { onChange, calls: fake.calls, user: userEvent.setup({ applyAccept: false }) };
}

describe('ImageUpload', () => {
  it('refuses a file that is not an image before sending anything', async () => {
    const { user, onChange } = setup();
    await user.upload(
      screen.getByLabelText('Image'),
      new File(['%PDF'], 'script.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('File type must be JPEG, PNG, WebP or GIF');
    expect(screen.getByLabelText('Image')).toHaveAttribute('aria-invalid', 'true');
    expect(FakeXhr.sent).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a file over 5 MB before sending anything', async () => {
    const { user } = setup();
    await user.upload(screen.getByLabelText('Image'), png(5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('File size must be less than 5MB');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('shrinks a phone photo over 5 MB in the browser and sends the JPEG (resizeImage)', async () => {
    const bitmap = { width: 4032, height: 3024, close: jest.fn() };
    const decode = jest.fn().mockResolvedValue(bitmap);
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = decode;
    const getContext = jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue({ fillRect: jest.fn(), drawImage: jest.fn() } as unknown as CanvasRenderingContext2D);
    const toBlob = jest
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((done: BlobCallback) =>
        done(new Blob([new Uint8Array(900 * 1024)], { type: 'image/jpeg' })),
      );
    try {
      const { user } = setup();
      const phone = new File([new Uint8Array(8 * 1024 * 1024)], 'IMG_0042.jpeg', { type: 'image/jpeg' });
      await user.upload(screen.getByLabelText('Image'), phone);
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
      const sent = FakeXhr.sent[0].body?.get('file') as File;
      expect(decode).toHaveBeenCalledWith(phone, { imageOrientation: 'from-image' });
      expect(sent.type).toBe('image/jpeg');
      expect(sent.name).toBe('IMG_0042.jpg');
      expect(sent.size).toBe(900 * 1024);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      getContext.mockRestore();
      toBlob.mockRestore();
      delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
    }
  });

  it('says so when the browser cannot read the photo, and sends nothing', async () => {
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest
      .fn()
      .mockRejectedValue(new Error('decode'));
    try {
      const { user } = setup();
      const broken = new File([new Uint8Array(3 * 1024 * 1024)], 'broken.jpg', { type: 'image/jpeg' });
      await user.upload(screen.getByLabelText('Image'), broken);
      expect(await screen.findByRole('alert')).toHaveTextContent('This photo cannot be read');
      expect(FakeXhr.sent).toHaveLength(0);
    } finally {
      delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
    }
  });

  it('uploads with the token and department, shows real progress, then the stored image', async () => {
    const { user, onChange } = setup();
    expect(screen.getByText('No photo yet')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Image'), png());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0];
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/files/upload');
    expect(xhr.headers).toEqual({ Authorization: 'Bearer test-access-token', 'X-Current-Department': '1' });
    expect(xhr.body?.get('file_type')).toBe('prop');
    expect((xhr.body?.get('file') as File).name).toBe('lamp.png');
    xhr.progress(40, 100);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    act(() => xhr.answer(201, stored));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/props/lamp.png'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute(
      'src',
      '/uploads/props/lamp.png',
    );
    expect(toast.success).toHaveBeenCalledWith('File uploaded successfully!');
  });

  it("shows the server's reason when it refuses, and keeps no image", async () => {
    const { user, onChange } = setup();
    await user.upload(screen.getByLabelText('Image'), png());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0].answer(413, { detail: 'File size must be less than 5MB' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('File size must be less than 5MB');
    expect(toast.error).toHaveBeenCalledWith('File size must be less than 5MB');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('No photo yet')).toBeInTheDocument();
  });

  it('says the screen’s message when the upload fails without a reason', async () => {
    const { user } = setup();
    await user.upload(screen.getByLabelText('Image'), png());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0].onerror?.());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload file. Please try again.');
  });

  it('renews the session once after a 401 and retries', async () => {
    const { user, onChange, calls } = setup();
    await user.upload(screen.getByLabelText('Image'), png());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0].answer(401, { detail: 'Not authenticated' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /users/me');
    act(() => FakeXhr.sent[1].answer(201, stored));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/props/lamp.png'));
  });

  it('removes the image', async () => {
    const { user, onChange } = setup({ initial: '/uploads/props/old.png' });
    expect(screen.getByRole('img', { name: 'Image preview' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(toast.success).toHaveBeenCalledWith('Image removed');
    expect(screen.getByText('No photo yet')).toBeInTheDocument();
  });
});
