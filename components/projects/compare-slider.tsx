'use client';

import { useEffect, useRef, type CSSProperties, type PointerEvent, type ReactNode } from 'react';
import { islandLabels } from '@/lib/island-labels';

export type CompareSliderProps = {
  /** What the pair shows (its caption, or "Pair 2"): part of the range's name. */
  label: string;
  before: ReactNode;
  after: ReactNode;
  /** The photos' width over their height, so the pair and its range fit the screen's height. */
  ratio: number;
};

/** What a screen reader says for the range's value: which side shows how much. */
export const splitText = (value: number) => islandLabels.compareSlider.split(value);

const clamp = (value: number) => Math.round(Math.min(100, Math.max(0, value)));

/**
 * A before/after pair. With JavaScript on, CSS lays it out as one picture from the first paint:
 * the before photo over the after one, cut at the range input's value (`--split`), which this
 * island keeps in step once hydrated (and picks up if the thumb moved before). A press, tap or
 * drag anywhere on the picture moves the cut there (pointer events, so mouse, pen and touch
 * alike; `touch-action: pan-y` leaves vertical swipes to scroll the page); the range stays the
 * control keyboards and screen readers use, and says which side shows how much. The pair is no
 * taller than the screen less room for the range, so both are in view together. With JavaScript
 * off (`noscript:`), the two photos sit side by side and the input is hidden.
 */
export function CompareSlider({ label, before, after, ratio }: CompareSliderProps) {
  const frame = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const show = (value: number) => {
    frame.current?.style.setProperty('--split', `${value}%`);
    input.current?.setAttribute('aria-valuetext', splitText(value));
  };
  useEffect(() => show(Number(input.current!.value)), []);

  function follow(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const value = clamp(((event.clientX - box.left) / box.width) * 100);
    input.current!.value = String(value);
    show(value);
  }

  return (
    <div
      style={{ '--ratio': ratio } as CSSProperties}
      className="mx-auto max-w-[calc((100svh-7rem)*var(--ratio))] noscript:max-w-none"
    >
      <div
        ref={frame}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          follow(event);
        }}
        onPointerMove={(event) => {
          if (event.currentTarget.hasPointerCapture(event.pointerId)) follow(event);
        }}
        className="relative grid cursor-ew-resize touch-pan-y overflow-hidden rounded-xl select-none [--split:50%] noscript:cursor-auto noscript:grid-cols-2 noscript:gap-4 noscript:overflow-visible [&_img]:pointer-events-none"
      >
        <div className="relative col-start-1 row-start-1 noscript:col-start-2">
          {after}
          <span className="absolute right-3 bottom-3 rounded-full bg-ink px-3 py-1 text-sm font-semibold text-white">
            {islandLabels.compareSlider.after}
          </span>
        </div>
        <div className="relative col-start-1 row-start-1 [clip-path:inset(0_calc(100%-var(--split))_0_0)] noscript:[clip-path:none]">
          {before}
          <span className="absolute bottom-3 left-3 rounded-full bg-white px-3 py-1 text-sm font-semibold text-ink">
            {islandLabels.compareSlider.before}
          </span>
        </div>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-(--split) w-1 -translate-x-1/2 bg-white shadow noscript:hidden"
        />
      </div>
      <input
        ref={input}
        type="range"
        min={0}
        max={100}
        defaultValue={50}
        aria-label={islandLabels.compareSlider.label(label)}
        aria-valuetext={splitText(50)}
        onChange={(event) => show(Number(event.target.value))}
        className="mt-3 h-11 w-full cursor-ew-resize accent-brand noscript:hidden"
      />
    </div>
  );
}
