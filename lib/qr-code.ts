/**
 * A QR code of a short text, made at build time: the printed review card's and the editor's code
 * of the /review/ page (app/owner/review-card/). Only what a link needs: byte mode (UTF-8), error
 * correction level M (15% of the code may be damaged: a card in a truck's window gets scratched),
 * versions 1 to 10 (up to 213 bytes), and the mask chosen by the standard's penalty rules
 * (./qr-penalty.ts).
 *
 * Ported from Project Nayuki's QR Code generator (MIT License,
 * https://github.com/nayuki/QR-Code-generator, typescript-javascript/qrcodegen.ts), cut down to
 * the above; ISO/IEC 18004 is the standard both follow. tests/unit/qr-code.test.ts compares whole
 * codes with that library's.
 */

import { penalty, type Grid } from './qr-penalty';

/**
 * Per version 1..10 (index 0 unused), from the standard's tables 1 and 9: all the bytes a symbol
 * holds, and at level M the error-correction bytes per block and the number of blocks.
 */
const totalBytes = [0, 26, 44, 70, 100, 134, 172, 196, 242, 292, 346];
const eccPerBlock = [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26];
const blockCount = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5];
const maxVersion = 10;
const dataBytes = (version: number) =>
  totalBytes[version]! - eccPerBlock[version]! * blockCount[version]!;

/** Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1 (0x11d), the field of QR's codes. */
function gfMultiply(x: number, y: number) {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

/** The Reed-Solomon generator (x - 1)(x - 2)…(x - 2^(degree-1)), leading 1 left out. */
function rsDivisor(degree: number) {
  const result = Array<number>(degree - 1).fill(0);
  result.push(1);
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < result.length; j++) {
      result[j] = gfMultiply(result[j]!, root);
      if (j + 1 < result.length) result[j]! ^= result[j + 1]!;
    }
    root = gfMultiply(root, 2);
  }
  return result;
}

/** The error-correction bytes of one block: the remainder of its division by the generator. */
function rsRemainder(data: number[], divisor: number[]) {
  const result = divisor.map(() => 0);
  for (const byte of data) {
    const factor = byte ^ result.shift()!;
    result.push(0);
    divisor.forEach((coefficient, i) => (result[i]! ^= gfMultiply(coefficient, factor)));
  }
  return result;
}

/** The data bytes: mode, length, the text, terminator and the standard's padding (0xec, 0x11). */
function dataCodewords(bytes: Uint8Array, version: number) {
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4); // byte mode
  push(bytes.length, version < 10 ? 8 : 16);
  bytes.forEach((byte) => push(byte, 8));
  const capacity = dataBytes(version) * 8;
  push(0, Math.min(4, capacity - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) push(pad, 8);
  return Array.from({ length: bits.length / 8 }, (_, i) =>
    bits.slice(i * 8, i * 8 + 8).reduce((byte, bit) => (byte << 1) | bit, 0),
  );
}

/** The blocks, each with its error correction, interleaved byte by byte as the symbol reads. */
function withErrorCorrection(data: number[], version: number) {
  const blocks = blockCount[version]!;
  const eccLength = eccPerBlock[version]!;
  const raw = totalBytes[version]!;
  const shortBlocks = blocks - (raw % blocks);
  const shortLength = Math.floor(raw / blocks);
  const divisor = rsDivisor(eccLength);
  const split: number[][] = [];
  for (let i = 0, k = 0; i < blocks; i++) {
    const block = data.slice(k, k + shortLength - eccLength + (i < shortBlocks ? 0 : 1));
    k += block.length;
    const ecc = rsRemainder(block, divisor);
    if (i < shortBlocks) block.push(0); // a gap, so every block has the long one's length
    split.push([...block, ...ecc]);
  }
  const result: number[] = [];
  for (let i = 0; i < split[0]!.length; i++)
    split.forEach((block, j) => {
      if (i !== shortLength - eccLength || j >= shortBlocks) result.push(block[i]!);
    });
  return result;
}

/** The centres of the alignment patterns on each axis, per version (the standard's annex E). */
const alignment = [
  [],
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];

/** The eight masks: a data module where one is true is inverted. */
const masks: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** One symbol being drawn: its modules, and which of them are fixed patterns (never masked). */
class Symbol {
  readonly size: number;
  readonly modules: Grid;
  private readonly fixed: Grid;

  constructor(readonly version: number) {
    this.size = version * 4 + 17;
    this.modules = Array.from({ length: this.size }, () => Array<boolean>(this.size).fill(false));
    this.fixed = this.modules.map((row) => [...row]);
    this.drawPatterns();
  }

  private set(x: number, y: number, dark: boolean) {
    this.modules[y]![x] = dark;
    this.fixed[y]![x] = true;
  }

  /** Timing lines, the three finders with their light border, alignment, format and version. */
  private drawPatterns() {
    const { size } = this;
    for (let i = 0; i < size; i++) {
      this.set(6, i, i % 2 === 0);
      this.set(i, 6, i % 2 === 0);
    }
    for (const [cx, cy] of [
      [3, 3],
      [size - 4, 3],
      [3, size - 4],
    ] as const)
      for (let dy = -4; dy <= 4; dy++)
        for (let dx = -4; dx <= 4; dx++) {
          const distance = Math.max(Math.abs(dx), Math.abs(dy));
          const [x, y] = [cx + dx, cy + dy];
          if (x >= 0 && x < size && y >= 0 && y < size)
            this.set(x, y, distance !== 2 && distance !== 4);
        }
    const centres = alignment[this.version]!;
    const last = centres.length - 1;
    centres.forEach((cx, i) =>
      centres.forEach((cy, j) => {
        // The three corners with a finder get none.
        if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
        for (let dy = -2; dy <= 2; dy++)
          for (let dx = -2; dx <= 2; dx++)
            this.set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }),
    );
    this.drawFormat(0); // reserves the format modules; drawn again once the mask is chosen
    this.drawVersion();
  }

  /** Level M (its two bits are 00) and the mask, with a BCH code, drawn twice. */
  drawFormat(mask: number) {
    const data = mask; // level M's bits, 00, sit above the mask's three
    let rem = data;
    for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
    const bits = ((data << 10) | rem) ^ 0x5412;
    const bit = (i: number) => ((bits >>> i) & 1) === 1;
    for (let i = 0; i <= 5; i++) this.set(8, i, bit(i));
    this.set(8, 7, bit(6));
    this.set(8, 8, bit(7));
    this.set(7, 8, bit(8));
    for (let i = 9; i < 15; i++) this.set(14 - i, 8, bit(i));
    for (let i = 0; i < 8; i++) this.set(this.size - 1 - i, 8, bit(i));
    for (let i = 8; i < 15; i++) this.set(8, this.size - 15 + i, bit(i));
    this.set(8, this.size - 8, true); // the dark module
  }

  /** From version 7: the version number with its BCH code, by both outer finders. */
  private drawVersion() {
    if (this.version < 7) return;
    let rem = this.version;
    for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
    const bits = (this.version << 12) | rem;
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1;
      const [a, b] = [this.size - 11 + (i % 3), Math.floor(i / 3)];
      this.set(a, b, dark);
      this.set(b, a, dark);
    }
  }

  /** The codewords' bits in the zigzag: two columns at a time, right to left, up then down. */
  drawCodewords(codewords: number[]) {
    let i = 0;
    for (let right = this.size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5; // the vertical timing line is skipped
      for (let vert = 0; vert < this.size; vert++)
        for (let j = 0; j < 2; j++) {
          const x = right - j;
          const y = ((right + 1) & 2) === 0 ? this.size - 1 - vert : vert;
          if (!this.fixed[y]![x] && i < codewords.length * 8) {
            this.modules[y]![x] = ((codewords[i >>> 3]! >>> (7 - (i & 7))) & 1) === 1;
            i++;
          }
        }
    }
  }

  /** XORs the mask over the data modules: applied twice, it undoes itself. */
  applyMask(mask: number) {
    const invert = masks[mask]!;
    this.modules.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (!this.fixed[y]![x] && invert(x, y)) row[x] = !dark;
      }),
    );
  }
}

/** A QR code: `modules[y][x]` is true for a dark module; `size` modules a side, no quiet zone. */
export type QrCode = { version: number; mask: number; size: number; modules: Grid };

/**
 * The smallest code (version 1 to 10, level M) holding `text` as UTF-8 bytes. `mask` forces one
 * of the eight masks; by default the one with the lowest penalty is used.
 */
export function encodeQr(text: string, mask?: number): QrCode {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  // Mode (4 bits) and length (8 bits, 16 from version 10) come before the bytes.
  while (4 + (version < 10 ? 8 : 16) + bytes.length * 8 > dataBytes(version) * 8) {
    if (++version > maxVersion)
      throw new RangeError(
        `qr-code: "${text}" is ${bytes.length} bytes, more than version ${maxVersion} holds`,
      );
  }
  const symbol = new Symbol(version);
  symbol.drawCodewords(withErrorCorrection(dataCodewords(bytes, version), version));
  let chosen = mask ?? 0;
  if (mask === undefined) {
    let lowest = Infinity;
    for (let candidate = 0; candidate < masks.length; candidate++) {
      symbol.applyMask(candidate);
      symbol.drawFormat(candidate);
      const score = penalty(symbol.modules);
      if (score < lowest) [chosen, lowest] = [candidate, score];
      symbol.applyMask(candidate);
    }
  }
  symbol.applyMask(chosen);
  symbol.drawFormat(chosen);
  return { version, mask: chosen, size: symbol.size, modules: symbol.modules };
}

/**
 * The code as one SVG path in a `size`-unit square (draw it in a viewBox with the quiet zone:
 * four modules a side): each row's dark runs as rectangles, so a code is a few kilobytes.
 */
export function qrPath({ modules }: QrCode) {
  return modules
    .flatMap((row, y) => {
      const parts: string[] = [];
      for (let x = 0; x < row.length; x++) {
        if (!row[x]) continue;
        const start = x;
        while (row[x + 1]) x++;
        parts.push(`M${start} ${y}h${x - start + 1}v1H${start}z`);
      }
      return parts;
    })
    .join('');
}
