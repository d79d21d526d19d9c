import {
  FEATURED_IMAGE_TYPE_MESSAGE,
  FEATURED_IMAGE_TYPES,
  MAX_FEATURED_IMAGE_BYTES,
} from '@citable/schemas/constants';
import { useId, useState } from 'react';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/**
 * Whether the file's bytes are one of the accepted image types. The same library the server
 * decides with (file-type) reads the first bytes here, so a text file chosen through "All
 * files", or renamed to .png, is refused with the server's message before any preview. It is
 * loaded only when a file is chosen.
 */
async function isAcceptedImage(file: File): Promise<boolean> {
  const { fileTypeFromBlob } = await import('file-type');
  const type = await fileTypeFromBlob(file);
  return (FEATURED_IMAGE_TYPES as readonly string[]).includes(type?.mime ?? '');
}

/**
 * The featured image (spec 3 and spec 5 "image file types only", DESIGN.md 3.6). A file over
 * 2 MB or of another type is refused here at once, with the server's messages; the server
 * checks the bytes again, so the file's name and claimed type never decide.
 */
export function FeaturedImageField({
  value,
  onChange,
  altField,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  altField: React.ReactNode;
}) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-medium text-ink">Featured image (optional)</legend>
      {value ? (
        <div className="space-y-2">
          <img
            src={value}
            alt=""
            className="aspect-[1200/630] w-full max-w-sm rounded-lg bg-slate-100 object-cover"
            onError={() =>
              setError('The image could not be shown. Please choose another file or try again.')
            }
            onLoad={() => setError(null)}
          />
          <button
            type="button"
            onClick={() => onChange(null)}
            className="text-sm font-semibold text-red-700 hover:underline"
          >
            Remove image
          </button>
        </div>
      ) : null}
      <div>
        <label htmlFor={inputId} className="block text-sm text-slate-700">
          PNG, JPEG, WebP, GIF or AVIF, at most 2 MB
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            if (file.size > MAX_FEATURED_IMAGE_BYTES) {
              setError(
                `The featured image is too large (${megabytes(file.size)}). Images can be at most 2 MB.`,
              );
              return;
            }
            try {
              if (!(await isAcceptedImage(file))) {
                setError(FEATURED_IMAGE_TYPE_MESSAGE);
                return;
              }
              onChange(await readAsDataUrl(file));
              setError(null);
            } catch (readError) {
              setError(readError instanceof Error ? readError.message : String(readError));
            }
          }}
        />
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      {value ? altField : null}
    </fieldset>
  );
}
