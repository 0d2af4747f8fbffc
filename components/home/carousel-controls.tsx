import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Ref } from 'react';
import { carouselLabels } from '@/lib/carousel-labels';
import { slideId, type Step } from './use-carousel';

/** What each step shows: its arrow, and its name for assistive tech. */
const stepLooks = {
  previous: { Icon: ChevronLeft, label: carouselLabels.testimonials.previous },
  next: { Icon: ChevronRight, label: carouselLabels.testimonials.next },
} as const satisfies Record<Step, unknown>;

const controlLook =
  'inline-flex size-11 items-center justify-center rounded-full border-2 border-ink text-ink hover:bg-ink hover:text-white';
const countLook = 'min-w-24 text-center font-medium text-muted';
/** At the foot of the strip on every slide, where one row of controls would be. */
const controlRow = 'mt-auto flex items-center justify-center gap-4 pt-6';

function StepContent({ step }: { step: Step }) {
  const { Icon, label } = stepLooks[step];
  return (
    <>
      <Icon aria-hidden="true" className="size-5" />
      <span className="sr-only">{label}</span>
    </>
  );
}

/** The visible "n / count", hidden from assistive tech (the live region says it). */
function SlideCount({ n, count }: { n: number; count: number }) {
  return (
    <p aria-hidden="true" className={countLook}>
      {n} / {count}
    </p>
  );
}

export type SlideLinksProps = {
  /** The slide the row sits on, 0-based. */
  index: number;
  count: number;
  /** The slide a step from this one shows. */
  neighbour: (from: number, step: Step) => number;
  /** Once the shared row has taken over: invisible, but keeping its space. */
  hidden: boolean;
};

/**
 * A slide's own Previous and Next, plain links to its neighbours, and its count: the strip moves
 * with them from the first paint and without JavaScript.
 */
export function SlideLinks({ index, count, neighbour, hidden }: SlideLinksProps) {
  const link = (step: Step) => (
    <a href={`#${slideId(neighbour(index, step))}`} data-step={step} className={controlLook}>
      <StepContent step={step} />
    </a>
  );
  return (
    <div className={hidden ? `${controlRow} invisible` : controlRow}>
      {link('previous')}
      <SlideCount n={index + 1} count={count} />
      {link('next')}
    </div>
  );
}

export type SharedControlsProps = {
  /** The slide shown, 0-based. */
  index: number;
  count: number;
  shown: boolean;
  go: (step: Step) => void;
  /** Keeps each button, so focus can move to it from the slide link it replaces. */
  buttonRef: (step: Step) => Ref<HTMLButtonElement>;
};

/** The one row of buttons that takes over from the slides' links once hydrated. */
export function SharedControls({ index, count, shown, go, buttonRef }: SharedControlsProps) {
  const button = (step: Step) => (
    <button
      ref={buttonRef(step)}
      type="button"
      onClick={() => go(step)}
      className={`${controlLook} pointer-events-auto touch-manipulation`}
    >
      <StepContent step={step} />
    </button>
  );
  return (
    // Outside the strip, so it never moves; only its buttons take taps, the rest swipes.
    <div
      hidden={!shown}
      className="pointer-events-none absolute inset-x-0 bottom-0 flex items-center justify-center gap-4 px-1"
    >
      {button('previous')}
      <SlideCount n={index + 1} count={count} />
      {button('next')}
    </div>
  );
}
