import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { TestimonialCarousel } from '@/components/home/testimonial-carousel';
import { testimonials } from '@/lib/content';

const status = () => screen.getByText(/^Testimonial \d of 3/);
const slide = (n: number) => screen.getByRole('group', { name: `${n} of 3`, hidden: true });
const control = (n: number, name: 'Previous testimonial' | 'Next testimonial') =>
  within(slide(n)).getByRole('link', { name, hidden: true });

describe('testimonial carousel', () => {
  it('renders every testimonial and starts at the first', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    for (const testimonial of testimonials)
      expect(screen.getByText(testimonial.content)).toBeInTheDocument();
    expect(status()).toHaveTextContent('Testimonial 1 of 3: Danielle R., St. Petersburg, FL');
  });

  it('gives each slide Previous and Next links to its neighbours, wrapping, and its own count', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    const hrefs = [1, 2, 3].map((n) => [
      control(n, 'Previous testimonial').getAttribute('href'),
      control(n, 'Next testimonial').getAttribute('href'),
      within(slide(n)).getByText(`${n} / 3`).tagName,
    ]);
    expect(hrefs).toEqual([
      ['#testimonial-3', '#testimonial-2', 'P'],
      ['#testimonial-1', '#testimonial-3', 'P'],
      ['#testimonial-2', '#testimonial-1', 'P'],
    ]);
    expect(slide(2)).toHaveAttribute('id', 'testimonial-2');
  });

  it('works before hydration: nothing in the HTML is disabled or inert', () => {
    const html = renderToString(<TestimonialCarousel testimonials={testimonials} />);
    expect(html).not.toMatch(/disabled|inert/);
    expect(html.match(/href="#testimonial-\d"/g)).toHaveLength(6);
  });

  it('once hydrated, leaves only the slide shown reachable', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    expect(slide(1)).not.toHaveAttribute('inert');
    expect(slide(2)).toHaveAttribute('inert');
    expect(slide(3)).toHaveAttribute('inert');
  });

  it('advances with Next and wraps from the last to the first, without following the link', async () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    const before = location.href;
    await userEvent.click(control(1, 'Next testimonial'));
    expect(status()).toHaveTextContent('Testimonial 2 of 3: Marco T., Clearwater, FL');
    expect(slide(2)).not.toHaveAttribute('inert');
    expect(slide(1)).toHaveAttribute('inert');
    await userEvent.click(control(2, 'Next testimonial'));
    expect(status()).toHaveTextContent('Testimonial 3 of 3');
    await userEvent.click(control(3, 'Next testimonial'));
    expect(status()).toHaveTextContent('Testimonial 1 of 3');
    expect(location.href).toBe(before);
  });

  it('goes back with Previous and wraps from the first to the last', async () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    await userEvent.click(control(1, 'Previous testimonial'));
    expect(status()).toHaveTextContent('Testimonial 3 of 3: Priya S., Tampa, FL');
    await userEvent.click(control(3, 'Previous testimonial'));
    expect(status()).toHaveTextContent('Testimonial 2 of 3');
  });

  it('keeps keyboard focus on the control used, on the slide now shown', async () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    control(1, 'Next testimonial').focus();
    await userEvent.keyboard('{Enter}');
    expect(control(2, 'Next testimonial')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(control(3, 'Next testimonial')).toHaveFocus();
    expect(status()).toHaveTextContent('Testimonial 3 of 3');
  });

  it('announces slide changes politely', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    expect(status().closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });
});
