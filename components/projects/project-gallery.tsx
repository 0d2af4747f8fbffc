import type { ReactNode } from 'react';
import type { Project } from '@/lib/content';
import { resolveImage, type ImageRef } from '@/lib/read-images';
import { Picture } from '@/components/ui/picture';
import { labels } from '@/lib/labels';
import { CompareSlider } from './compare-slider';
import { Lightbox } from './lightbox';

export type ProjectPhotosProps = { project: Project; children: ReactNode };

/** The project's photos in the lightbox, opened from any photo link inside `children`. */
export function ProjectPhotos({ project, children }: ProjectPhotosProps) {
  const photos = project.photos.map((photo) => {
    const { src, alt, width, height } = resolveImage(photo);
    return { src, alt, width, height };
  });
  return <Lightbox photos={photos}>{children}</Lightbox>;
}

export type PhotoLinkProps = {
  photo: ImageRef;
  /** Its place in the project's photos: the lightbox opens there. */
  index: number;
  sizes: string;
  priority?: boolean;
  /** Shows the description under the photo too; the link is named by the photo's alt text once. */
  caption?: boolean;
};

/** A photo linked to its full-size file (the lightbox's input; without JavaScript, the file). */
export function PhotoLink({ photo, index, sizes, priority, caption = true }: PhotoLinkProps) {
  return (
    <a
      href={resolveImage(photo).src}
      data-photo={index}
      className="group block overflow-hidden rounded-xl border border-concrete-200 bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <Picture
        image={photo}
        sizes={sizes}
        priority={priority}
        className="aspect-[3/2] h-auto w-full object-cover transition-transform group-hover:scale-[1.02] motion-reduce:transition-none"
      />
      {caption && (
        // The image's alt text already names the link; read twice, it is noise.
        <span aria-hidden="true" className="block p-3 text-sm text-muted">
          {photo.alt}
        </span>
      )}
    </a>
  );
}

export type ProjectGalleryProps = { project: Project; from: number };

/** The photos from `from` on, in the owner's order. */
export function ProjectGallery({ project, from }: ProjectGalleryProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {project.photos.slice(from).map((photo, i) => (
        <li key={`${photo.src}-${from + i}`}>
          <PhotoLink
            photo={photo}
            index={from + i}
            sizes="(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw"
          />
        </li>
      ))}
    </ul>
  );
}

export type BeforeAfterProps = { project: Project };

export function BeforeAfter({ project }: BeforeAfterProps) {
  return (
    <ul className="grid gap-12">
      {(project.beforeAfter ?? []).map((pair, index) => {
        const { width, height } = resolveImage(pair.after);
        return (
          <li key={index}>
            <figure>
              <CompareSlider
                label={pair.caption ?? labels.projectGallery.pair(index + 1)}
                ratio={width / height}
                before={
                  <Picture
                    image={pair.before}
                    sizes="(min-width: 1152px) 1104px, 100vw"
                    className="h-auto w-full"
                  />
                }
                after={
                  <Picture
                    image={pair.after}
                    sizes="(min-width: 1152px) 1104px, 100vw"
                    className="h-auto w-full"
                  />
                }
              />
              {pair.caption && (
                <figcaption className="mt-2 text-center text-muted">{pair.caption}</figcaption>
              )}
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
