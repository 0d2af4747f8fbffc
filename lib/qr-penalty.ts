/**
 * How much a masked QR code looks like what scanners misread, by the rules of ISO/IEC 18004
 * 7.8.3 as Project Nayuki's QR Code generator computes them (MIT License,
 * https://github.com/nayuki/QR-Code-generator): lib/qr-code.ts draws each of the eight masks and
 * keeps the one scoring lowest, the choice tests/unit/qr-code.test.ts compares with that library's.
 */

/** A code's modules, `[y][x]`, true for dark. */
export type Grid = boolean[][];

/**
 * Finder-like patterns in a line, from its run lengths newest first (light, dark, light, dark,
 * light, dark, light): a 1:1:3:1:1 dark-light-dark-light-dark with four light modules on a side.
 */
function finderLike(runs: number[]) {
  const n = runs[1]!;
  const core = n > 0 && runs[2] === n && runs[3] === n * 3 && runs[4] === n && runs[5] === n;
  return (
    (core && runs[0]! >= n * 4 && runs[6]! >= n ? 1 : 0) +
    (core && runs[6]! >= n * 4 && runs[0]! >= n ? 1 : 0)
  );
}

/** A row's or column's penalty: runs of five or more alike (N1) and finder-like patterns (N3). */
function linePenalty(line: boolean[]) {
  const size = line.length;
  let score = 0;
  let colour = false;
  let run = 0;
  const history = [0, 0, 0, 0, 0, 0, 0];
  // The quiet zone around the symbol is light: it lengthens the line's first and last light runs.
  const record = (length: number) => {
    history.pop();
    history.unshift(history[0] === 0 ? length + size : length);
  };
  for (const dark of line) {
    if (dark === colour) {
      run++;
      if (run === 5) score += 3;
      else if (run > 5) score++;
    } else {
      record(run);
      if (!colour) score += finderLike(history) * 40;
      colour = dark;
      run = 1;
    }
  }
  if (colour) {
    record(run);
    run = 0;
  }
  record(run + size);
  return score + finderLike(history) * 40;
}

/**
 * The standard's penalty of a masked symbol (ISO/IEC 18004 7.8.3), as the reference computes it:
 * N1 = 3 for a run of five alike plus one per module beyond, N2 = 3 per 2×2 block alike, N3 = 40
 * per finder-like pattern, N4 = 10 per 5% the dark share strays from half. The lowest mask wins.
 */
export function penalty(modules: Grid) {
  const size = modules.length;
  let score = 0;
  for (const row of modules) score += linePenalty(row);
  for (let x = 0; x < size; x++) score += linePenalty(modules.map((row) => row[x]!));
  for (let y = 0; y < size - 1; y++)
    for (let x = 0; x < size - 1; x++) {
      const dark = modules[y]![x];
      if (
        dark === modules[y]![x + 1] &&
        dark === modules[y + 1]![x] &&
        dark === modules[y + 1]![x + 1]
      )
        score += 3;
    }
  const dark = modules.flat().filter(Boolean).length;
  const total = size * size;
  return score + (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10;
}
