/** @jest-environment node */
import { createHash } from 'node:crypto';
import { encodeQr, qrPath } from '@/lib/qr-code';
import vectors from '@/tests/fixtures/qr-vectors.json';

// lib/qr-code.ts against whole codes made by the reference implementation it was ported from
// (tests/fixtures/qr-vectors.json says which, and how), and against the standard's own numbers.

const rows = (text: string, mask?: number) =>
  encodeQr(text, mask).modules.map((row) => row.map((dark) => (dark ? '1' : '0')).join(''));

describe('the QR encoder', () => {
  it.each(vectors.auto.map((v) => [v.text.slice(0, 40), v] as const))(
    'draws %j module for module as the reference, with the mask it chose',
    (_, vector) => {
      const code = encodeQr(vector.text);
      expect([code.version, code.mask]).toEqual([vector.version, vector.mask]);
      expect(rows(vector.text)).toEqual(vector.rows);
    },
  );

  it.each(vectors.forced.map((v) => [v.mask, v] as const))(
    'draws mask %i as the reference does',
    (mask, vector) => {
      expect(rows(vector.text, mask)).toEqual(vector.rows);
    },
  );

  it('chooses the reference’s mask and draws its code for 120 random texts of every version', () => {
    const drawn = vectors.hashed.map(({ text }) => {
      const code = encodeQr(text);
      const sha256 = createHash('sha256').update(rows(text).join('\n')).digest('hex');
      return { text, version: code.version, mask: code.mask, sha256 };
    });
    expect(drawn).toEqual(vectors.hashed);
  });

  // ISO/IEC 18004 table 7: the bytes each version holds at level M.
  it('picks the smallest version that holds the text, up to version 10', () => {
    const capacity = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213];
    capacity.forEach((bytes, i) => {
      expect(encodeQr('a'.repeat(bytes)).version).toBe(i + 1);
      if (i < 9) expect(encodeQr('a'.repeat(bytes + 1)).version).toBe(i + 2);
    });
    expect(() => encodeQr('a'.repeat(214))).toThrow(/214 bytes, more than version 10 holds/);
    // Counted in UTF-8 bytes, not letters: "é" is two.
    expect(encodeQr('é'.repeat(7)).version).toBe(1);
    expect(encodeQr('é'.repeat(8)).version).toBe(2);
  });

  it('has the three finders and the timing lines where the standard puts them', () => {
    const { modules, size } = encodeQr('https://example.com/review/');
    const finder = ['1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111'];
    const at = (x0: number, y0: number) =>
      finder.map((_, dy) =>
        modules[y0 + dy]!.slice(x0, x0 + 7)
          .map((dark) => (dark ? '1' : '0'))
          .join(''),
      );
    expect([at(0, 0), at(size - 7, 0), at(0, size - 7)]).toEqual([finder, finder, finder]);
    for (let i = 8; i < size - 8; i++) {
      expect(modules[6]![i]).toBe(i % 2 === 0);
      expect(modules[i]![6]).toBe(i % 2 === 0);
    }
    expect(modules[size - 8]![8]).toBe(true); // the dark module
  });
});

describe('the QR code as an SVG path', () => {
  it('draws each dark run of a row as one rectangle, and nothing for light modules', () => {
    const code = {
      version: 1,
      mask: 0,
      size: 3,
      modules: [
        [true, true, false],
        [false, false, false],
        [false, true, true],
      ],
    };
    expect(qrPath(code)).toBe('M0 0h2v1H0zM1 2h2v1H1z');
  });

  it('covers exactly the dark modules of a real code', () => {
    const code = encodeQr('https://www.coquinacoastbuilders.com/review/');
    const covered = code.modules.map((row) => row.map(() => false));
    for (const [, x, y, w] of qrPath(code).matchAll(/M(\d+) (\d+)h(\d+)v1H\d+z/g))
      for (let i = 0; i < Number(w); i++) covered[Number(y)]![Number(x) + i] = true;
    expect(covered).toEqual(code.modules);
  });
});
