/**
 * The mark of a finished build: pipeline/steps/postbuild.ts writes it last, with the NEXT_PUBLIC_*
 * settings the build used; npm start compares both with out/ and its own environment.
 */
export const buildMarker = '.generated/build-env.json';

/** The NEXT_PUBLIC_* settings of this process, sorted, as the marker records them. */
export const publicEnv = () =>
  Object.fromEntries(
    Object.entries(process.env)
      .filter(([name]) => name.startsWith('NEXT_PUBLIC_'))
      .sort(),
  );

/**
 * Whether the files `npm start` saw change (server/start.ts) leave the code as the build before
 * checked it: content and photos only. Types never depend on content (the loader reads it when
 * pages are generated), so that rebuild skips Next's type check (TYPES_CHECKED=1,
 * next.config.mjs), a third of its time. A code file among them (content/schema.ts, say) gets a
 * full build.
 */
export const typesUnchangedBy = (changes: string[]) =>
  !changes.some((change) => /\.[cm]?[jt]sx?( \(removed\))?$/.test(change));
