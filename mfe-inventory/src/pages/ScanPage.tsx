import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@scenedock/ui/router';
import { ScanLine } from 'lucide-react';
import {
  Alert,
  ApiError,
  Button,
  codeFromScan,
  codePath,
  errorMessage,
  itemPath,
  OwnerContactCard,
  PageHeader,
  TextField,
  usePlatform,
  type CodeContact,
} from '@scenedock/ui';
import { useCodeLookup } from '../api/codes';
import { useBarcodeScanner, type ScannerState } from '../components/scan/useBarcodeScanner';

/** What the camera area says in each state; the typed code works in all of them. */
const CAMERA_WORDS: Record<ScannerState, string> = {
  off: '',
  starting: 'Starting the camera…',
  scanning: 'Point the camera at a label’s QR code or barcode.',
  denied:
    'The camera is blocked for this site. Allow it in the browser’s site settings to scan, or type the code below.',
  unavailable: 'No camera was found. Type the code printed under the label’s barcode below.',
  failed: 'The camera could not be started. Type the code printed under the label’s barcode below.',
};

const NOT_A_CODE = 'That is not a Scenedock code: 8 letters and digits, as printed under the barcode.';

/** Why a lookup failed, in the reader's words. */
function lookupFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 404)
    return 'No item has this code. Check the label and try again.';
  if (error instanceof ApiError && error.status === 422) return NOT_A_CODE;
  return errorMessage(error, 'Failed to look the code up. Please try again.', { useDetail: true });
}

/**
 * /scan (docs/labels-and-scanning.md, "Scanning"): the rear camera reads a label's QR code or
 * barcode and opens the item; a typed code always works too. Another department's item shows
 * whose it is, and scanning goes on.
 */
export function ScanPage() {
  const navigate = useNavigate();
  const { departmentId, inShell } = usePlatform();
  const lookup = useCodeLookup();
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [owner, setOwner] = useState<CodeContact | null>(null);
  const [opening, setOpening] = useState(false);
  const busy = useRef(false);

  const open = useCallback(
    async (text: string) => {
      const code = codeFromScan(text);
      setOwner(null);
      if (!code) return setFailure(NOT_A_CODE);
      if (busy.current) return;
      busy.current = true;
      setFailure(null);
      try {
        const answer = await lookup.mutateAsync(code);
        if (!answer.member) return setOwner(answer);
        setOpening(true);
        // Another of the reader's departments: its address switches to it, then opens the item.
        const target =
          answer.department_id === departmentId || !inShell
            ? itemPath(answer.item_type, answer.item_id)
            : codePath(code);
        await navigate(target);
      } catch (error) {
        setFailure(lookupFailure(error));
      } finally {
        busy.current = false;
      }
    },
    [departmentId, inShell, lookup, navigate],
  );

  const { videoRef, state } = useBarcodeScanner({ onCode: (text) => void open(text), enabled: !opening });

  function submit(event: FormEvent) {
    event.preventDefault();
    void open(typed);
  }

  const cameraLive = state === 'starting' || state === 'scanning';
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title="Scan a Label" description="Open an item from the QR code or barcode on its label." />
      <div className="space-y-4">
        <div
          className={`relative overflow-hidden rounded-lg bg-gray-900 ${cameraLive ? 'aspect-[4/3]' : 'hidden'}`}
          aria-hidden={!cameraLive}
        >
          <video
            ref={videoRef}
            className="size-full object-cover"
            muted
            playsInline
            data-testid="scan-video"
          />
          <ScanLine
            className="pointer-events-none absolute inset-0 m-auto size-2/3 text-white/40"
            aria-hidden="true"
          />
        </div>
        {state !== 'off' && (
          <p role="status" className="text-sm text-gray-700" data-testid="camera-state">
            {CAMERA_WORDS[state]}
          </p>
        )}
        {owner && (
          <div className="rounded-lg border border-gray-200 bg-white p-4">
            <OwnerContactCard contact={owner} />
          </div>
        )}
        {failure && <Alert>{failure}</Alert>}
        <form onSubmit={submit} className="flex items-start gap-2" noValidate>
          <div className="flex-1">
            <TextField
              label="Or type the code"
              hint="The 8 characters under the barcode, e.g. 7K3M-9Q2X"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
            />
          </div>
          {/* Level with the field, under its label. */}
          <div className="pt-6">
            <Button type="submit" loading={lookup.isPending || opening}>
              Open
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
