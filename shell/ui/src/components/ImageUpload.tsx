import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast/headless';
import { ImagePlus, Trash2, Upload } from 'lucide-react';
import type { components } from '@scenedock/openapi';
import { useAssetUrl, usePlatform } from '../platform';
import { Button } from './Button';
import { resizeImage } from '../resizeImage';

type UploadOut = components['schemas']['UploadOut'];
export type UploadFileType = components['schemas']['FileType'];

/** What the server accepts (judged there by content; here by the browser's reading of the name). */
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const DEFAULT_MAX_MB = 5;
/** Longer than the client's 10 s: a 5 MB photo on a school network takes a while. */
const UPLOAD_TIMEOUT_MS = 120_000;

export interface ImageUploadProps {
  label: string;
  /** what the image belongs to: the server files it under this */
  fileType: UploadFileType;
  /** the stored image's address ('/uploads/…'), or null */
  value: string | null;
  onChange: (url: string | null) => void;
  /** shown when there is no image, e.g. the item's illustration */
  fallback?: ReactNode;
  maxSizeMb?: number;
  /** told when an upload starts and ends, so a form can wait for it before saving */
  onUploadingChange?: (uploading: boolean) => void;
}

/** Why a file is refused before it is sent, or null when it may go. */
function rejectionOf(file: File, maxSizeMb = DEFAULT_MAX_MB): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return 'File type must be JPEG, PNG, WebP or GIF';
  if (file.size > maxSizeMb * 1024 * 1024) return `File size must be less than ${maxSizeMb}MB`;
  return null;
}

interface XhrAnswer {
  status: number;
  body: unknown;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * One image, picked or dropped, uploaded to POST /files/upload with real progress. This is the one
 * call that bypasses the typed client: fetch cannot report upload progress, XMLHttpRequest can.
 */
export function ImageUpload({
  label,
  fileType,
  value,
  onChange,
  fallback,
  maxSizeMb = DEFAULT_MAX_MB,
  onUploadingChange,
}: ImageUploadProps) {
  const { apiBaseUrl, client, departmentId, getAccessToken } = usePlatform();
  const assetUrl = useAssetUrl();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const xhrRef = useRef<XMLHttpRequest | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [broken, setBroken] = useState<string | null>(null);
  const uploading = progress !== null;

  // A dialog closed mid-upload takes its upload with it.
  useEffect(() => () => xhrRef.current?.abort(), []);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function send(file: File, token: string | null): Promise<XhrAnswer> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhrRef.current = xhr;
      xhr.open('POST', `${apiBaseUrl}/files/upload`);
      xhr.timeout = UPLOAD_TIMEOUT_MS;
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      if (departmentId !== null) xhr.setRequestHeader('X-Current-Department', String(departmentId));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) setProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
      };
      xhr.onload = () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
      xhr.onerror = () => reject(new Error('network'));
      xhr.ontimeout = () => reject(new Error('timeout'));
      xhr.onabort = () => reject(new Error('aborted'));
      const form = new FormData();
      form.append('file', file);
      form.append('file_type', fileType);
      xhr.send(form);
    });
  }

  async function upload(picked: File) {
    setError(null);
    // A phone's photo is shrunk here first, so it never meets the server's 5 MB (resizeImage.ts).
    let file = picked;
    if (ACCEPTED_TYPES.includes(picked.type)) {
      try {
        file = await resizeImage(picked);
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : 'This photo cannot be read');
        return;
      }
    }
    const rejection = rejectionOf(file, maxSizeMb);
    if (rejection) {
      setError(rejection);
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    onUploadingChange?.(true);
    try {
      let answer = await send(file, await getAccessToken());
      if (answer.status === 401) {
        // Any call through the client renews the session (or asks the host page again); then retry once.
        await client.GET('/users/me').catch(() => undefined);
        setProgress(0);
        answer = await send(file, await getAccessToken());
      }
      if (answer.status < 200 || answer.status >= 300) {
        const detail = (answer.body as { detail?: unknown } | undefined)?.detail;
        throw new Error(typeof detail === 'string' ? detail : 'Failed to upload file. Please try again.');
      }
      setProgress(100);
      onChange((answer.body as UploadOut).url);
      toast.success('File uploaded successfully!');
    } catch (failure) {
      if (failure instanceof Error && failure.message === 'aborted') return;
      const message =
        failure instanceof Error && !['network', 'timeout'].includes(failure.message)
          ? failure.message
          : 'Failed to upload file. Please try again.';
      setError(message);
      toast.error(message);
    } finally {
      xhrRef.current = null;
      setProgress(null);
      setPreview(null);
      onUploadingChange?.(false);
    }
  }

  function pick(files: FileList | null) {
    if (!files?.length || uploading) return;
    if (files.length > 1) {
      setError('Too many files');
      return;
    }
    void upload(files[0]);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files);
  }

  function remove() {
    onChange(null);
    setError(null);
    toast.success('Image removed');
  }

  const shown = preview ?? assetUrl(value);
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`mt-1 flex flex-col gap-3 rounded-lg border-2 border-dashed p-3 sm:flex-row sm:items-center ${
          dragging ? 'border-indigo-500 bg-indigo-50' : error ? 'border-red-400' : 'border-gray-300'
        } has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-indigo-600`}
      >
        <div className="relative h-28 w-full shrink-0 overflow-hidden rounded-md bg-gray-100 sm:w-40">
          {shown && broken !== shown ? (
            <img
              src={shown}
              alt={`${label} preview`}
              className="size-full object-cover"
              onError={() => setBroken(shown)}
            />
          ) : (
            (fallback ?? (
              <div className="flex size-full items-center justify-center text-gray-500">
                <ImagePlus className="size-8" aria-hidden="true" />
              </div>
            ))
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          {/* The native input stays the keyboard's way in (Enter/Space opens the picker); it is only hidden visually. */}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={ACCEPTED_TYPES.join(',')}
            className="sr-only"
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            disabled={uploading}
            onChange={(event) => {
              pick(event.target.files);
              event.target.value = '';
            }}
          />
          <p id={hintId} className="text-sm text-gray-700">
            {uploading
              ? 'Uploading…'
              : dragging
                ? 'Drop the image to upload it'
                : 'Drop an image here or choose a file.'}{' '}
            <span className="text-gray-600">JPEG, PNG, WebP or GIF, up to {maxSizeMb} MB.</span>
          </p>
          {uploading ? (
            <div
              role="progressbar"
              aria-label="Upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 w-full overflow-hidden rounded-full bg-gray-200"
            >
              <div
                className="h-full rounded-full bg-indigo-600 transition-[width]"
                style={{ width: `${progress}%` }}
              />
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              {/* A mouse shortcut to the input above, which keyboard users reach directly. */}
              <Button
                variant="secondary"
                size="sm"
                icon={<Upload className="size-4" aria-hidden="true" />}
                tabIndex={-1}
                aria-hidden="true"
                onClick={() => inputRef.current?.click()}
              >
                {value ? 'Replace image' : 'Choose image'}
              </Button>
              {value && (
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Trash2 className="size-4" aria-hidden="true" />}
                  onClick={remove}
                >
                  Remove image
                </Button>
              )}
            </div>
          )}
          {error && (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
