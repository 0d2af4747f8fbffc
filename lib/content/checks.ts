/**
 * The rules across the owner's files that no schema can state: the six services and no other,
 * a project's town has its file, town pages in their own words, a button leads to a page the
 * site has, an icon is one the site draws, an image file exists. lib/content/loader.ts reads the
 * files and applies these as it goes, so one failed build lists every problem in file order;
 * lib/content/copy.ts applies the icon and image rules to the page copy.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serviceSlugs, type ImageInput, type ServiceSlug } from '@/content/schema';
import { icons } from '@/lib/icons';
import { alikeShare, sharedWording } from '@/lib/text-overlap';
import { slugOf, type Problems } from './files';
import { buttonTargets, fixedPages, type SitePage } from './site-pages';

export type FileExists = (publicPath: string) => boolean;

export const publicFileExists: FileExists = (src) =>
  existsSync(path.join(process.cwd(), 'public', src));

/** An image named in content, with where it is named. */
export type ImageUse = { file: string; field: string; image: ImageInput };

/** A button's link named in content, with where it is named. */
export type LinkUse = { file: string; field: string; href: string };

/** Local images must exist under public/; remote ones must state their size. */
export function checkImages(
  problems: Problems,
  uses: ImageUse[],
  fileExists: FileExists = publicFileExists,
) {
  for (const { file, field, image } of uses) {
    if (image.src.startsWith('https://')) {
      if (!image.width || !image.height)
        problems.add(file, field, 'a remote image needs width and height');
    } else if (!fileExists(image.src)) {
      problems.add(file, `${field}.src`, `file public${image.src} does not exist`);
    }
  }
}

export function checkIcon(problems: Problems, file: string, field: string, icon: string) {
  if (!(icon in icons))
    problems.add(
      file,
      field,
      `unknown icon "${icon}"; add it to lib/icon-set.ts or pick one listed there`,
    );
}

/** A file in content/services/ must be one of the six: a new service needs a route first. */
export function checkServiceFiles(problems: Problems, files: { file: string; slug: string }[]) {
  for (const { file, slug } of files) {
    if (!serviceSlugs.includes(slug as ServiceSlug))
      problems.add(
        file,
        '(file name)',
        `not one of the six services (${serviceSlugs.join(', ')}); a new service needs a route in the code first`,
      );
  }
}

/**
 * A project's town must have its file in content/areas/. An area file with its own error is
 * reported once, there, not again for each project.
 */
export function checkTown(
  problems: Problems,
  file: string,
  town: string,
  areas: { slug: string }[],
  areaFolderHasErrors: boolean,
) {
  if (areaFolderHasErrors || areas.some((area) => area.slug === slugOf(town))) return;
  problems.add(
    file,
    'town',
    `unknown town "${town}"; add content/areas/${town}.json or use one of: ${areas.map((a) => a.slug).join(', ')}`,
  );
}

/** A town page stamped from another with the name swapped is a doorway page: refuse it. */
export function checkTownWording(
  problems: Problems,
  townPages: { file: string; about: string[] }[],
) {
  townPages.forEach((area, i) => {
    for (const other of townPages.slice(0, i)) {
      const share = sharedWording(area.about.join(' '), other.about.join(' '));
      if (share > alikeShare)
        problems.add(
          area.file,
          'about',
          `${Math.round(share * 100)}% the same wording as ${other.file}; write about this town in your own words`,
        );
    }
  });
}

/**
 * A button must lead to a page the site has: the deploy's link checker would refuse any other,
 * after the owner's save had passed (the editor offers only these: pipeline/cms-config.ts). A
 * project or town file with its own error may have no page yet: links to such pages wait until
 * it is fixed (not told twice); every other link is checked now.
 */
export function checkLinks(problems: Problems, links: LinkUse[], pages: SitePage[]) {
  const failed = (folder: string) => problems.list.some((line) => line.includes(`/${folder}/`));
  const unsure = [
    ...(failed('projects') ? [fixedPages.projects.path, fixedPages.serviceAreas.path] : []),
    ...(failed('areas') ? [fixedPages.serviceAreas.path] : []),
  ];
  const waits = (href: string) =>
    unsure.some((index) => href.startsWith(index) && href.length > index.length);
  const paths = buttonTargets(pages).map((page) => page.path);
  for (const { file, field, href } of links)
    if (!waits(href) && !paths.includes(href))
      problems.add(file, field, `no page ${href} on this site; use one of ${paths.join(', ')}`);
}
