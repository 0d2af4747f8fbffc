import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formLabels } from '@/lib/form-labels';
import { maxPhotos } from '@/lib/outbox/send-photos';
import type { Photo, PhotoState } from './use-photos';

export type PhotoFieldProps = {
  state: PhotoState;
  /** Where photos can go when this field cannot take them (no JavaScript). */
  email: string;
};

const stateText: Record<Photo['state'], string> = formLabels.photoField.states;

/**
 * The optional Photos field. The input has no name: a plain-HTML post (no JavaScript yet, or
 * none) sends the message without photos, and the field says how to send them instead.
 */
export function PhotoField({ state, email }: PhotoFieldProps) {
  const { photos, notice, status, add, remove } = state;
  const input = useRef<HTMLInputElement>(null);

  // Photos chosen before the scripts ran are still in the input: take them now.
  useEffect(() => {
    if (input.current?.files?.length) add(input.current.files);
    if (input.current) input.current.value = '';
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);

  return (
    <div>
      <label htmlFor="contact-photos" className="block font-semibold text-ink">
        {formLabels.photoField.label}{' '}
        <span className="font-normal text-muted">{formLabels.photoField.optional(maxPhotos)}</span>
      </label>
      <input
        ref={input}
        id="contact-photos"
        type="file"
        accept="image/*"
        multiple
        aria-describedby="contact-photos-hint"
        onChange={(event) => {
          if (event.target.files) add(event.target.files);
          event.target.value = '';
        }}
        className="mt-1.5 block w-full text-base text-transparent file:mr-3 file:min-h-12 file:rounded-md file:border file:border-concrete-400 file:bg-white file:px-4 file:font-semibold file:text-ink"
      />
      <p id="contact-photos-hint" className="mt-1 text-sm text-muted">
        {formLabels.photoField.hint}
      </p>
      <noscript>
        <p className="mt-1 text-sm font-medium text-ink">{formLabels.photoField.noScript(email)}</p>
      </noscript>
      {notice && (
        <p role="alert" className="mt-1 text-sm font-medium text-danger">
          {notice}
        </p>
      )}
      {photos.length > 0 && (
        <ul aria-label={formLabels.photoField.chosen} className="mt-2 space-y-2">
          {photos.map((photo) => (
            <li key={photo.key} className="flex items-center gap-3 text-sm">
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-ink">{photo.name}</span>
                {photo.state === 'refused' ? (
                  <span role="alert" className="text-danger">
                    {formLabels.photoField.notAdded(photo.name, photo.note ?? '')}
                  </span>
                ) : (
                  <span className={photo.state === 'failed' ? 'text-danger' : 'text-muted'}>
                    {stateText[photo.state]}
                  </span>
                )}
                {photo.state === 'uploading' && (
                  <progress
                    value={photo.progress}
                    aria-label={formLabels.photoField.uploadOf(photo.name)}
                    className="mt-1 block h-1.5 w-full accent-brand"
                  />
                )}
              </span>
              {photo.state !== 'uploading' && (
                <button
                  type="button"
                  onClick={() => remove(photo.key)}
                  aria-label={formLabels.photoField.remove(photo.name)}
                  className="inline-flex size-11 items-center justify-center rounded-md text-muted hover:bg-concrete-100"
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="mt-2 text-sm font-medium text-ink empty:hidden">
        {status}
      </p>
    </div>
  );
}
