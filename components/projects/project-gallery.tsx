import type { Project } from '@/lib/content';
import { resolveImage } from '@/lib/images';
import { Picture } from '@/components/ui/picture';
import { CompareSlider, Lightbox } from './photo-viewer';

export type ProjectGalleryProps = { project: Project };

/** Every photo, in the owner's order, each a link to its full-size file (the lightbox's input). */
export function ProjectGallery({ project }: ProjectGalleryProps) {
  const photos = project.photos.map((photo) => {
    const { src, alt, width, height } = resolveImage(photo);
    return { src, alt, width, height };
  });
  return (
    <Lightbox photos={photos}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {project.photos.map((photo, index) => (
          <li key={`${photo.src}-${index}`}>
            <a
              href={photos[index]!.src}
              data-photo={index}
              className="group block overflow-hidden rounded-xl border border-concrete-200 bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <Picture
                image={photo}
                sizes="(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw"
                eager={index === 0}
                className="aspect-[3/2] h-auto w-full object-cover transition-transform group-hover:scale-[1.02] motion-reduce:transition-none"
              />
              <span className="block p-3 text-sm text-muted">{photo.alt}</span>
            </a>
          </li>
        ))}
      </ul>
    </Lightbox>
  );
}

export type BeforeAfterProps = { project: Project };

export function BeforeAfter({ project }: BeforeAfterProps) {
  return (
    <ul className="grid gap-12">
      {(project.beforeAfter ?? []).map((pair, index) => (
        <li key={index}>
          <figure>
            <CompareSlider
              label={pair.caption ?? `Pair ${index + 1}`}
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
            {pair.caption && <figcaption className="mt-2 text-muted">{pair.caption}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}
