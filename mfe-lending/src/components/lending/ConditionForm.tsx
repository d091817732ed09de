import { useId, useRef, useState } from 'react';
import { Camera, X } from 'lucide-react';
import {
  Button,
  CONDITIONS,
  enumLabel,
  IconButton,
  resizeImage,
  TextAreaField,
  useAssetUrl,
  type Condition,
} from '@scenedock/ui';
import { conditionPhotoError, useUploadConditionPhoto, type ConditionPhoto } from '../../api/condition';

/** Most photos one hand-over or return keeps (the server's limit too). */
export const MAX_CONDITION_PHOTOS = 6;
export const MAX_CONDITION_NOTE = 1000;

export interface ConditionDraft {
  condition: Condition;
  note: string;
  photos: ConditionPhoto[];
}

/**
 * The item's condition as the lender hands it over or takes it back (docs/lending.md, "Condition at
 * hand-over and return"): one of the four conditions, a note, and up to 6 photos, each shrunk in the
 * browser (resizeImage) and uploaded as soon as it is picked, with thumbnails to check and remove.
 */
export function ConditionForm({
  value,
  onChange,
  onUploadingChange,
}: {
  value: ConditionDraft;
  onChange: (next: ConditionDraft) => void;
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const id = useId();
  const assetUrl = useAssetUrl();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadConditionPhoto();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(value);
  latest.current = value;
  const room = MAX_CONDITION_PHOTOS - value.photos.length;

  async function add(files: FileList | null) {
    if (!files?.length) return;
    setError(null);
    const picked = Array.from(files);
    if (picked.length > room) {
      setError(
        `At most ${MAX_CONDITION_PHOTOS} photos: ${room === 0 ? 'remove one first' : `${room} more fit`}`,
      );
      return;
    }
    setProgress({ done: 0, total: picked.length });
    onUploadingChange?.(true);
    try {
      for (const [index, file] of picked.entries()) {
        const shrunk = await resizeImage(file, { maxSide: 2048, quality: 0.85 });
        const photo = await upload.mutateAsync(shrunk);
        // Several photos land before the next render: each builds on the one before.
        const next = { ...latest.current, photos: [...latest.current.photos, photo] };
        latest.current = next;
        onChange(next);
        setProgress({ done: index + 1, total: picked.length });
      }
    } catch (failure) {
      setError(
        failure instanceof Error && failure.name === 'UnreadableImage'
          ? failure.message
          : conditionPhotoError(failure),
      );
    } finally {
      setProgress(null);
      onUploadingChange?.(false);
    }
  }

  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">Condition</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {CONDITIONS.map((condition) => (
            <label
              key={condition}
              className="flex items-center gap-2 rounded-md border border-gray-300 px-3 py-2 text-sm has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50"
            >
              <input
                type="radio"
                name={`${id}-condition`}
                value={condition}
                checked={value.condition === condition}
                onChange={() => onChange({ ...value, condition })}
              />
              {enumLabel('condition', condition)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label="Note"
        hint="What to look out for: a scratch, a missing button"
        maxLength={MAX_CONDITION_NOTE}
        value={value.note}
        onChange={(event) => onChange({ ...value, note: event.target.value })}
      />
      <div>
        <label htmlFor={`${id}-photos`} className="block text-sm font-medium text-gray-800">
          Photos
        </label>
        <p id={`${id}-hint`} className="text-sm text-gray-600">
          Up to {MAX_CONDITION_PHOTOS}. Phone photos are shrunk before they are sent.
        </p>
        <input
          ref={inputRef}
          id={`${id}-photos`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/heic"
          multiple
          className="sr-only"
          aria-describedby={`${id}-hint`}
          disabled={progress !== null || room === 0}
          onChange={(event) => {
            void add(event.target.files);
            event.target.value = '';
          }}
        />
        {value.photos.length > 0 && (
          <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="Condition photos">
            {value.photos.map((photo, index) => (
              <li key={photo.id} className="relative">
                <img
                  src={assetUrl(photo.url) ?? photo.url}
                  alt={`Photo ${index + 1}`}
                  className="aspect-square w-full rounded-md object-cover"
                />
                <span className="absolute top-1 right-1 rounded-md bg-white/90">
                  <IconButton
                    label={`Remove photo ${index + 1}`}
                    onClick={() =>
                      onChange({ ...value, photos: value.photos.filter((p) => p.id !== photo.id) })
                    }
                  >
                    <X className="size-4" aria-hidden="true" />
                  </IconButton>
                </span>
              </li>
            ))}
          </ul>
        )}
        {progress ? (
          <div className="mt-2">
            <p className="text-sm text-gray-700">
              Uploading photo {Math.min(progress.done + 1, progress.total)} of {progress.total}…
            </p>
            <div
              role="progressbar"
              aria-label="Upload progress"
              aria-valuemin={0}
              aria-valuemax={progress.total}
              aria-valuenow={progress.done}
              className="mt-1 h-2 w-full overflow-hidden rounded-full bg-gray-200"
            >
              <div
                className="h-full rounded-full bg-indigo-600 transition-[width]"
                style={{ width: `${(progress.done / progress.total) * 100}%` }}
              />
            </div>
          </div>
        ) : (
          room > 0 && (
            <Button
              className="mt-2"
              variant="secondary"
              size="sm"
              icon={<Camera className="size-4" aria-hidden="true" />}
              tabIndex={-1}
              aria-hidden="true"
              onClick={() => inputRef.current?.click()}
            >
              Add photos
            </Button>
          )
        )}
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
