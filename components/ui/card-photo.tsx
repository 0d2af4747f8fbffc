import { Picture, type PictureProps } from './picture';

export type CardPhotoProps = Omit<PictureProps, 'sizes' | 'className'>;

/** The photo across the top of a card in the site's card grid (three columns wide, two, one). */
export function CardPhoto(props: CardPhotoProps) {
  return (
    <Picture
      {...props}
      sizes="(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw"
      className="aspect-[3/2] h-auto w-full bg-concrete-100 object-cover"
    />
  );
}
