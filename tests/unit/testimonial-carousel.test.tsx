import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestimonialCarousel } from '@/components/home/testimonial-carousel';
import { testimonials } from '@/content/testimonials';

const status = () => screen.getByText(/^Testimonial \d of 3/);

describe('testimonial carousel', () => {
  it('renders every testimonial and starts at the first', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    for (const testimonial of testimonials)
      expect(screen.getByText(testimonial.content)).toBeInTheDocument();
    expect(status()).toHaveTextContent('Testimonial 1 of 3: Danielle R., St. Petersburg, FL');
  });

  it('advances with Next and wraps from the last to the first', async () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    const next = screen.getByRole('button', { name: 'Next testimonial' });
    await userEvent.click(next);
    expect(status()).toHaveTextContent('Testimonial 2 of 3: Marco T., Clearwater, FL');
    await userEvent.click(next);
    expect(status()).toHaveTextContent('Testimonial 3 of 3');
    await userEvent.click(next);
    expect(status()).toHaveTextContent('Testimonial 1 of 3');
  });

  it('goes back with Previous and wraps from the first to the last', async () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    const previous = screen.getByRole('button', { name: 'Previous testimonial' });
    await userEvent.click(previous);
    expect(status()).toHaveTextContent('Testimonial 3 of 3: Priya S., Tampa, FL');
    await userEvent.click(previous);
    expect(status()).toHaveTextContent('Testimonial 2 of 3');
  });

  it('announces slide changes politely', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    expect(status().closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });
});
