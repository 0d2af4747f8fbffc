/**
 * How much of two texts is the same wording: the share of the shorter text's five-word runs
 * that the other text also has. A page stamped from a template with the town swapped scores near
 * 1; two towns described in the owner's own words score near 0.
 */
export function sharedWording(a: string, b: string) {
  const first = shingles(a);
  const second = shingles(b);
  const [small, large] = first.size <= second.size ? [first, second] : [second, first];
  if (!small.size) return 0;
  let shared = 0;
  for (const run of small) if (large.has(run)) shared++;
  return shared / small.size;
}

/** Above this share two town pages are the same page with another name: a doorway. */
export const alikeShare = 0.5;

function shingles(value: string) {
  const words = value
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const runs = new Set<string>();
  for (let i = 0; i + 5 <= words.length; i++) runs.add(words.slice(i, i + 5).join(' '));
  return runs;
}
