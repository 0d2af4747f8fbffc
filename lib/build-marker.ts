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
