import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { TestimonialCarousel } from '@/components/home/testimonial-carousel';
import { fixtureTestimonials as testimonials } from '../fixtures/islands';

type Name = 'Previous testimonial' | 'Next testimonial';

const status = () => screen.getByText(/^Testimonial \d of 3/);
const slide = (n: number) => screen.getByRole('group', { name: `${n} of 3`, hidden: true });
const link = (n: number, name: Name) => within(slide(n)).getByRole('link', { name, hidden: true });
/** The row of controls shared by all slides, shown once hydrated. */
const button = (name: Name) => screen.getByRole('button', { name });
const strip = () => slide(1).parentElement!;

/** Server HTML parsed into a document, as the browser has it before hydration. */
function serverHtml() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<TestimonialCarousel testimonials={testimonials} />);
  return container;
}

/** Gives the strip a width and a scroll position, which jsdom lays out as zero. */
function layOutStrip(width: number) {
  const element = strip();
  const scrolls: number[] = [];
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: width });
  element.scrollTo = ((options: ScrollToOptions) => scrolls.push(options.left!)) as never;
  const scrollEndsAt = (slideIndex: number) => {
    element.scrollLeft = slideIndex * width;
    fireEvent(element, new Event('scrollend'));
  };
  /** A scroll on its way to the slide: a scroll event, no scrollend. */
  const scrollPasses = (slideIndex: number) => {
    element.scrollLeft = slideIndex * width;
    fireEvent.scroll(element);
  };
  return { scrolls, scrollEndsAt, scrollPasses };
}

describe('testimonial carousel', () => {
  it('renders every testimonial and starts at the first', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    for (const testimonial of testimonials)
      expect(screen.getByText(testimonial.content)).toBeInTheDocument();
    expect(status()).toHaveTextContent('Testimonial 1 of 3: Danielle R., St. Petersburg, FL');
  });

  it('says under the client’s name where their words came from, when the file says so', () => {
    const sourced = testimonials.map((testimonial, i) =>
      i === 1 ? { ...testimonial, sourceLine: 'Shared in person, March 2026' } : testimonial,
    );
    render(<TestimonialCarousel testimonials={sourced} />);
    expect(
      within(slide(2)).getByText('Shared in person, March 2026').closest('figcaption'),
    ).toHaveTextContent('Marco T.Clearwater, FLShared in person, March 2026');
    expect(within(slide(1)).getByRole('figure', { hidden: true })).not.toHaveTextContent(
      /Shared|From/,
    );
  });

  it('gives each slide Previous and Next links to its neighbours, wrapping, and its own count', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    const hrefs = [1, 2, 3].map((n) => [
      link(n, 'Previous testimonial').getAttribute('href'),
      link(n, 'Next testimonial').getAttribute('href'),
      within(slide(n)).getByText(`${n} / 3`).tagName,
    ]);
    expect(hrefs).toEqual([
      ['#testimonial-3', '#testimonial-2', 'P'],
      ['#testimonial-1', '#testimonial-3', 'P'],
      ['#testimonial-2', '#testimonial-1', 'P'],
    ]);
    expect(slide(2)).toHaveAttribute('id', 'testimonial-2');
  });

  it('works before hydration: the slides’ links are the controls, nothing disabled or inert', () => {
    const html = serverHtml();
    expect(html.innerHTML).not.toMatch(/disabled|inert/);
    expect(html.querySelectorAll('a[href^="#testimonial-"]')).toHaveLength(6);
    for (const row of html.querySelectorAll('a[href^="#testimonial-"]'))
      expect(row.parentElement!.className).not.toMatch(/\binvisible\b/);
    // The shared buttons are in the HTML but hidden until the island can answer them.
    const buttons = html.querySelectorAll('button');
    expect(buttons).toHaveLength(2);
    for (const shared of buttons) expect(shared.closest('[hidden]')).not.toBeNull();
  });

  it('once hydrated, shows the shared buttons in place of the slides’ links, invisible', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    expect(button('Previous testimonial')).toHaveAttribute('type', 'button');
    expect(button('Next testimonial').closest('[hidden]')).toBeNull();
    expect(button('Next testimonial').parentElement).toHaveTextContent('1 / 3');
    // Outside the strip: the controls do not move with it.
    expect(strip()).not.toContainElement(button('Next testimonial'));
    // Invisible (no CSS in jsdom; the browser tests check the tab order and accessibility tree).
    for (const n of [1, 2, 3])
      expect(link(n, 'Next testimonial').parentElement).toHaveClass('invisible');
  });

  it('once hydrated, leaves only the slide shown reachable', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    expect(slide(1)).not.toHaveAttribute('inert');
    expect(slide(2)).toHaveAttribute('inert');
    expect(slide(3)).toHaveAttribute('inert');
  });

  it('advances with Next and wraps from the last to the first, without changing the address', async () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    const before = location.href;
    await userEvent.click(button('Next testimonial'));
    expect(status()).toHaveTextContent('Testimonial 2 of 3: Marco T., Clearwater, FL');
    expect(button('Next testimonial').parentElement).toHaveTextContent('2 / 3');
    expect(slide(2)).not.toHaveAttribute('inert');
    expect(slide(1)).toHaveAttribute('inert');
    await userEvent.click(button('Next testimonial'));
    expect(status()).toHaveTextContent('Testimonial 3 of 3');
    await userEvent.click(button('Next testimonial'));
    expect(status()).toHaveTextContent('Testimonial 1 of 3');
    expect(location.href).toBe(before);
  });

  it('goes back with Previous and wraps from the first to the last', async () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    await userEvent.click(button('Previous testimonial'));
    expect(status()).toHaveTextContent('Testimonial 3 of 3: Priya S., Tampa, FL');
    await userEvent.click(button('Previous testimonial'));
    expect(status()).toHaveTextContent('Testimonial 2 of 3');
  });

  describe('counts every tap of a double tap from the slide the strip is heading to', () => {
    it.each([
      ['Next', 'from 1', [], 3],
      ['Next', 'from 3', ['Previous testimonial'], 2],
      ['Previous', 'from 1', [], 2],
      ['Previous', 'from 3', ['Previous testimonial'], 1],
    ] as const)('%s twice %s', async (step, _from, toStart, end) => {
      render(<TestimonialCarousel testimonials={testimonials} />);
      const { scrolls } = layOutStrip(300);
      for (const name of toStart) await userEvent.click(button(name));
      scrolls.length = 0;
      await userEvent.dblClick(button(`${step} testimonial`));
      expect(status()).toHaveTextContent(`Testimonial ${end} of 3: ${testimonials[end - 1]!.name}`);
      expect(scrolls.at(-1)).toBe((end - 1) * 300);
      expect(scrolls).toHaveLength(2);
    });
  });

  it('a scroll ending on the way to the target does not undo the taps', async () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    const { scrollEndsAt } = layOutStrip(300);
    await userEvent.click(button('Next testimonial'));
    await userEvent.click(button('Next testimonial'));
    scrollEndsAt(1); // the first tap's scroll, overtaken by the second
    expect(status()).toHaveTextContent('Testimonial 3 of 3');
    await userEvent.click(button('Next testimonial'));
    expect(status()).toHaveTextContent('Testimonial 1 of 3');
    scrollEndsAt(0);
    expect(status()).toHaveTextContent('Testimonial 1 of 3');
  });

  it('follows a swipe, even one that interrupts the taps', async () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    const { scrollEndsAt } = layOutStrip(300);
    scrollEndsAt(1);
    expect(status()).toHaveTextContent('Testimonial 2 of 3');
    await userEvent.click(button('Next testimonial'));
    expect(status()).toHaveTextContent('Testimonial 3 of 3');
    fireEvent.pointerDown(strip());
    scrollEndsAt(0);
    expect(status()).toHaveTextContent('Testimonial 1 of 3');
    await userEvent.click(button('Next testimonial'));
    expect(status()).toHaveTextContent('Testimonial 2 of 3');
  });

  describe('at hydration, counts from where the strip is going', () => {
    const hydratedRoots: { root: Root; container: HTMLElement }[] = [];
    afterEach(() => {
      for (const { root, container } of hydratedRoots.splice(0)) {
        act(() => root.unmount());
        container.remove();
      }
      history.replaceState(null, '', location.pathname);
    });

    /** The server HTML in the page, its strip `width` wide and scrolled to `scrollLeft`. */
    async function hydrateAt(scrollLeft: number, hash: string) {
      history.replaceState(null, '', hash);
      const container = serverHtml();
      document.body.append(container);
      const element = container.querySelector('#testimonial-1')!.parentElement!;
      Object.defineProperty(element, 'clientWidth', { configurable: true, value: 300 });
      element.scrollLeft = scrollLeft;
      await act(async () => {
        const root = hydrateRoot(container, <TestimonialCarousel testimonials={testimonials} />);
        hydratedRoots.push({ root, container });
      });
      return element;
    }

    it('mid-scroll after a slide’s link: the slide the address names', async () => {
      await hydrateAt(120, '#testimonial-2');
      expect(status()).toHaveTextContent('Testimonial 2 of 3');
      await userEvent.click(button('Next testimonial'));
      expect(status()).toHaveTextContent('Testimonial 3 of 3');
    });

    it('at rest: the slide in the frame, whatever an older address says', async () => {
      await hydrateAt(600, '#testimonial-2');
      expect(status()).toHaveTextContent('Testimonial 3 of 3');
    });

    it('a slide’s link followed as the row takes over: its address change counts', async () => {
      await hydrateAt(0, '');
      expect(status()).toHaveTextContent('Testimonial 1 of 3');
      await act(async () => {
        location.hash = '#testimonial-3';
        await new Promise((resolve) => addEventListener('hashchange', resolve, { once: true }));
      });
      expect(status()).toHaveTextContent('Testimonial 3 of 3');
    });
  });

  it('without scrollend (Safari before 26.2), a strip that stops scrolling is followed', () => {
    const own = Object.getOwnPropertyDescriptor(window, 'onscrollend');
    Object.defineProperty(window, 'onscrollend', { configurable: true, value: undefined });
    jest.useFakeTimers();
    try {
      render(<TestimonialCarousel testimonials={testimonials} />);
      layOutStrip(300).scrollPasses(1);
      // The strip counts as stopped after 150 ms without a scroll event, not before.
      act(() => jest.advanceTimersByTime(149));
      expect(status()).toHaveTextContent('Testimonial 1 of 3');
      act(() => jest.advanceTimersByTime(1));
      expect(status()).toHaveTextContent('Testimonial 2 of 3');
    } finally {
      jest.useRealTimers();
      delete (window as { onscrollend?: unknown }).onscrollend;
      if (own) Object.defineProperty(window, 'onscrollend', own);
    }
  });

  it('with scrollend, a scroll alone does not move the count', () => {
    jest.useFakeTimers();
    try {
      render(<TestimonialCarousel testimonials={testimonials} />);
      layOutStrip(300).scrollPasses(1);
      act(() => jest.advanceTimersByTime(1_000));
      expect(status()).toHaveTextContent('Testimonial 1 of 3');
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps keyboard focus on the control used, so Enter goes on', async () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    button('Next testimonial').focus();
    await userEvent.keyboard('{Enter}');
    expect(status()).toHaveTextContent('Testimonial 2 of 3');
    await userEvent.keyboard('{Enter}');
    expect(button('Next testimonial')).toHaveFocus();
    expect(status()).toHaveTextContent('Testimonial 3 of 3');
  });

  it('announces slide changes politely', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    expect(status().closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });
});
