'use client';

import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { islandLabels } from '@/lib/island-labels';

type ViewerPhoto = { src: string; alt: string; width: number; height: number };

export type LightboxProps = { photos: ViewerPhoto[]; children: ReactNode };

const control =
  'grid size-12 place-items-center rounded-full bg-white/90 text-ink shadow hover:bg-white focus-visible:outline-3 focus-visible:outline-brand-light';

/**
 * Opens the server-rendered gallery's links (`a[data-photo]`, each to its full-size file) in a
 * modal <dialog>: arrows and swipes step through, Escape or Close shuts it and focus goes back to
 * the photo that opened it. Without JavaScript, or before hydration, the links open the file.
 * The backdrop is near-opaque: on a phone's bright screen a lighter one lets the page's text show
 * through around the photo.
 */
export function Lightbox({ photos, children }: LightboxProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const touchX = useRef<number | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const step = (by: number) =>
    setShown((index) => (index === null ? index : (index + by + photos.length) % photos.length));

  function open(event: MouseEvent) {
    const link = (event.target as Element).closest<HTMLElement>('a[data-photo]');
    // A modified click keeps its meaning: a new tab, a download.
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    opener.current = link;
    setShown(Number(link.dataset.photo));
  }

  useEffect(() => {
    if (shown !== null && !dialog.current?.open) dialog.current?.showModal();
  }, [shown]);
  // The sign that clicks now open the viewer, not the file (tests wait for it).
  useEffect(() => wrapper.current?.setAttribute('data-viewer', 'ready'), []);

  const photo = shown === null ? undefined : photos[shown];
  return (
    <div ref={wrapper} onClick={open}>
      {children}
      <dialog
        ref={dialog}
        aria-label={
          photo
            ? islandLabels.lightbox.photoOf(shown! + 1, photos.length)
            : islandLabels.lightbox.viewer
        }
        onClose={() => {
          setShown(null);
          opener.current?.focus();
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') step(1);
          if (event.key === 'ArrowLeft') step(-1);
        }}
        onTouchStart={(event) => (touchX.current = event.touches[0]!.clientX)}
        onTouchEnd={(event) => {
          const moved = event.changedTouches[0]!.clientX - (touchX.current ?? 0);
          if (Math.abs(moved) > 40) step(moved < 0 ? 1 : -1);
          touchX.current = null;
        }}
        // A click on the backdrop (the dialog itself, outside its content) closes it.
        onClick={(event) => event.target === dialog.current && dialog.current.close()}
        className="m-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-ink/95"
      >
        {photo && (
          <figure className="relative flex h-dvh w-screen flex-col items-center justify-center gap-3 p-4 sm:p-10">
            {/* eslint-disable-next-line @next/next/no-img-element -- a pre-built file, full size */}
            <img
              src={photo.src}
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
              className="max-h-[calc(100dvh-8rem)] w-auto max-w-full rounded-lg bg-white object-contain"
            />
            <figcaption className="max-w-2xl rounded-md bg-ink px-3 py-1.5 text-center text-white">
              {photo.alt}{' '}
              <span className="whitespace-nowrap">
                {islandLabels.lightbox.position(shown! + 1, photos.length)}
              </span>
            </figcaption>
            <button
              type="button"
              autoFocus
              aria-label={islandLabels.lightbox.close}
              onClick={() => dialog.current?.close()}
              className={`absolute top-4 right-4 ${control}`}
            >
              <X aria-hidden="true" className="size-6" />
            </button>
            {photos.length > 1 && (
              <>
                <button
                  type="button"
                  aria-label={islandLabels.lightbox.previous}
                  onClick={() => step(-1)}
                  className={`absolute top-1/2 left-2 -translate-y-1/2 sm:left-4 ${control}`}
                >
                  <ChevronLeft aria-hidden="true" className="size-6" />
                </button>
                <button
                  type="button"
                  aria-label={islandLabels.lightbox.next}
                  onClick={() => step(1)}
                  className={`absolute top-1/2 right-2 -translate-y-1/2 sm:right-4 ${control}`}
                >
                  <ChevronRight aria-hidden="true" className="size-6" />
                </button>
              </>
            )}
          </figure>
        )}
      </dialog>
    </div>
  );
}
