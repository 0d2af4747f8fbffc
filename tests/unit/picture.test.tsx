import { render } from '@testing-library/react';
import { Picture } from '@/components/ui/picture';

jest.mock('@/lib/read-images', () => ({
  resolveImage: ({ src, alt }: { src: string; alt: string }) =>
    src.endsWith('.svg')
      ? { src, alt, width: 1200, height: 800, sources: [] }
      : {
          src: '/_img/kitchen-1600.webp',
          alt,
          width: 2000,
          height: 1333,
          sources: [
            {
              type: 'image/avif',
              srcSet: '/_img/kitchen-400.avif 400w, /_img/kitchen-800.avif 800w',
            },
            {
              type: 'image/webp',
              srcSet: '/_img/kitchen-400.webp 400w, /_img/kitchen-800.webp 800w',
            },
          ],
        },
}));

describe('Picture', () => {
  it('serves a photo as AVIF and WebP sources with sizes, intrinsic size and lazy loading', () => {
    const { container } = render(
      <Picture image={{ src: '/images/kitchen.jpg', alt: 'A new kitchen' }} sizes="100vw" />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('sizes')])).toEqual([
      ['image/avif', '100vw'],
      ['image/webp', '100vw'],
    ]);
    const img = container.querySelector('picture > img')!;
    expect(img).toHaveAttribute('width', '2000');
    expect(img).toHaveAttribute('height', '1333');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads the largest above-the-fold image eagerly and first', () => {
    const { container } = render(
      <Picture
        image={{ src: '/images/kitchen.jpg', alt: 'A new kitchen' }}
        sizes="100vw"
        priority
      />,
    );
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('loading');
  });

  it('loads an image that is on the first screen, but not the largest, eagerly at normal priority', () => {
    const { container } = render(
      <Picture image={{ src: '/images/kitchen.jpg', alt: 'A new kitchen' }} sizes="100vw" eager />,
    );
    const img = container.querySelector('img')!;
    expect(img).not.toHaveAttribute('loading');
    expect(img).not.toHaveAttribute('decoding');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('serves an SVG as it is, still with its size', () => {
    const { container } = render(
      <Picture image={{ src: '/images/x.svg', alt: 'An illustration' }} sizes="100vw" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/x.svg');
    expect(container.querySelector('img')).toHaveAttribute('width', '1200');
  });
});
