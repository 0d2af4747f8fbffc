/** @jest-environment node */
import { loadContent } from '@/lib/content/loader';
import { resolveImage } from '@/lib/read-images';

// The pictures a project page shows are taken as pictures of that job: these keep them honest.
const { projects, images } = loadContent();

/** Every picture a project file names, with the file and field naming it. */
const projectPictures = images.filter((use) => use.file.includes('/projects/'));
/** The service pages' gallery pictures, by file: the alt text they carry there. */
const galleryAlt = new Map(
  images
    .filter((use) => use.file.includes('/services/') && use.field.includes('.images['))
    .map((use) => [use.image.src, use.image.alt]),
);

describe('the pictures of a project', () => {
  it('were found in the shipped content', () => {
    // A rule over an empty list would pass whatever the files say.
    expect(projectPictures.length).toBeGreaterThanOrEqual(projects.length);
    expect(galleryAlt.size).toBeGreaterThanOrEqual(3);
  });

  it('are never shown as a photo of another job', () => {
    const owners = new Map<string, Set<string>>();
    for (const { file, image } of projectPictures)
      owners.set(image.src, (owners.get(image.src) ?? new Set()).add(file));
    const shared = [...owners]
      .filter(([, files]) => files.size > 1)
      .map(([src, files]) => `${src}: ${[...files].sort().join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('are its own drawings, or service-page illustrations captioned as on the service page', () => {
    const wrong = projectPictures
      .filter(({ image }) =>
        image.src.startsWith('/images/gallery/')
          ? image.alt !== galleryAlt.get(image.src)
          : !image.src.startsWith('/images/projects/'),
      )
      .map(({ file, field, image }) => `${file}: ${field}: ${image.src} "${image.alt}"`);
    expect(wrong).toEqual([]);
  });

  it('pair a before and an after of the same size, two different files', () => {
    const pairs = projects.flatMap((project) =>
      (project.beforeAfter ?? []).map((pair) => ({ slug: project.slug, ...pair })),
    );
    expect(pairs.length).toBeGreaterThan(0);
    for (const { slug, before, after } of pairs) {
      const [was, is] = [resolveImage(before), resolveImage(after)];
      expect(`${slug}: ${was.src} ${was.width}x${was.height}`).toBe(
        `${slug}: ${was.src} ${is.width}x${is.height}`,
      );
      expect(was.src).not.toBe(is.src);
    }
  });
});
