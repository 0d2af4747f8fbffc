/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { annotation, locate, plainWords, summary } from '@/pipeline/content-report';
import { fieldSegments, lineOfPath } from '@/pipeline/field-line';
import { ContentError, loadContent } from '@/lib/content/loader';

// As Sveltia writes an entry: two-space indent, one array item per line.
const poolDeck = `{
  "title": "Pool Deck",
  "category": "Kitchen",
  "town": "clearwater",
  "year": 2025,
  "photos": [
    {
      "src": "/images/projects/pool-deck.webp",
      "alt": "Travertine deck"
    },
    { "src": "/images/projects/pool-deck-2.webp", "alt": "deck" }
  ],
  "featured": false
}
`;
const files = (name: string) => (name === 'content/projects/pool-deck.json' ? poolDeck : undefined);

describe('the line of a field in a JSON file', () => {
  it('splits a field path into keys and indexes', () => {
    expect(fieldSegments('sections[2].cards[10].icon')).toEqual([
      'sections',
      2,
      'cards',
      10,
      'icon',
    ]);
  });

  it('finds a nested field on its own line', () => {
    expect(lineOfPath(poolDeck, ['photos', 0, 'alt'])).toBe(9);
    expect(lineOfPath(poolDeck, ['photos', 0, 'src'])).toBe(8);
    expect(lineOfPath(poolDeck, ['featured'])).toBe(13);
  });

  it('finds an array item that shares its line with its fields', () => {
    expect(lineOfPath(poolDeck, ['photos', 1])).toBe(11);
    expect(lineOfPath(poolDeck, ['photos', 1, 'alt'])).toBe(11);
  });

  it('points a missing field at the object it is missing from', () => {
    expect(lineOfPath(poolDeck, ['photos', 0, 'caption'])).toBe(7);
    expect(lineOfPath(poolDeck, ['photos', 5, 'alt'])).toBe(6);
  });

  it('is not fooled by brackets, colons and escaped quotes inside strings', () => {
    const tricky =
      '{\n  "a": "x: [1, {2}] \\" }",\n  "b": {\n    "c": [\n      true\n    ]\n  }\n}';
    expect(lineOfPath(tricky, ['b', 'c', 0])).toBe(5);
  });

  it('gives line 1 for text that is not JSON', () => {
    expect(lineOfPath('{ "a": ', ['a'])).toBe(1);
  });
});

describe('a content problem under GitHub Actions', () => {
  const problem = locate(
    'content/projects/pool-deck.json: photos[1].alt: needs meaningful alt text (at least 8 characters)',
    files,
  );

  it('carries the line of its field', () => {
    expect(problem).toEqual({
      file: 'content/projects/pool-deck.json',
      field: 'photos[1].alt',
      message: 'needs meaningful alt text (at least 8 characters)',
      line: 11,
    });
  });

  it('is printed as an error annotation with file, line and title', () => {
    expect(annotation(problem)).toBe(
      '::error file=content/projects/pool-deck.json,line=11,title=Not published%3A photos[1].alt::needs meaningful alt text (at least 8 characters)',
    );
  });

  it('keeps the line of a JSON syntax error, and names a folder without a line', () => {
    const broken = locate(
      'content/projects/x.json: line 4, column 3: invalid JSON: Unexpected token',
      files,
    );
    expect(annotation(broken)).toMatch(/^::error file=content\/projects\/x\.json,line=4,/);
    const folder = locate('content/areas: (folder): needs at least one town', files);
    expect(annotation(folder)).toBe(
      '::error title=Not published%3A (folder)::needs at least one town',
    );
  });

  it('escapes what would end a property or the message early', () => {
    expect(
      annotation({ file: 'content/a,b.json', field: 'x', message: '100%\ndone', line: 2 }),
    ).toBe('::error file=content/a%2Cb.json,line=2,title=Not published%3A x::100%25%0Adone');
  });

  it('is told to the owner in plain words, naming the entry by its title', () => {
    expect(plainWords(problem, files)).toBe(
      "photo 2 on 'Pool Deck' needs a description (at least 8 characters)",
    );
    expect(
      plainWords(
        { file: 'content/projects/pool-deck.json', field: 'year', message: 'Required' },
        files,
      ),
    ).toBe("'Pool Deck' needs a year");
    expect(
      plainWords({ file: 'content/company.json', field: 'hours[0]', message: 'x' }, files),
    ).toBe('the hours of the company details: x');
    const team = (field: string, message = 'must not be empty') =>
      plainWords({ file: 'content/team.json', field, message }, files);
    expect(team('directorOfSales.name')).toBe(
      'the name of the Director of Sales: must not be empty',
    );
    expect(team('headOfOperations.photo.alt', 'needs meaningful alt text')).toBe(
      'the description of the portrait of the Head of Operations: needs meaningful alt text',
    );
    expect(team('generalContractor.description', 'Required')).toBe(
      'the General Contractor on the leadership team needs its “About them” line',
    );
    expect(team('directorOfSales', 'Required')).toBe(
      'the leadership team needs its Director of Sales',
    );
    expect(team('(whole file)', 'missing')).toBe('the leadership team is missing');
    const sample = 'this is a sample person from the template; in the editor …';
    expect(team('headOfOperations.example', sample)).toBe(
      `the Head of Operations on the leadership team: ${sample}`,
    );
    expect(
      plainWords(
        { file: 'content/projects/pool-deck.json', field: 'example', message: 'this is a sample' },
        files,
      ),
    ).toBe("'Pool Deck': this is a sample");
    const link = 'no page /contct/ on this site; use one of /, /contact/';
    expect(
      plainWords(
        { file: 'content/projects/pool-deck.json', field: 'sections[3].cta.href', message: link },
        files,
      ),
    ).toBe(`the button link of 'Pool Deck': ${link}`);
  });

  it('writes a job summary that starts with what did not go live', () => {
    const text = summary([problem], files);
    expect(text.split('\n')[0]).toBe(
      "### Your last change was not published: photo 2 on 'Pool Deck' needs a description (at least 8 characters)",
    );
    expect(text).toContain('`content/projects/pool-deck.json`, line 11: photos[1].alt');
  });
});

describe('npm run check:content', () => {
  let dir: string;
  beforeEach(() => {
    mkdirSync('.tmp', { recursive: true });
    dir = mkdtempSync(path.join('.tmp', 'check-content-'));
    cpSync('content', path.join(dir, 'content'), { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const run = (env: Record<string, string>) =>
    spawnSync('npx', ['tsx', 'pipeline/steps/check-content.ts'], {
      encoding: 'utf8',
      env: { ...process.env, CONTENT_DIR: path.join(dir, 'content'), ...env },
    });

  it('passes the repository content and prints no annotation outside GitHub', () => {
    const result = run({ GITHUB_ACTIONS: '' });
    expect(result.status).toBe(0);
    expect(result.stdout).not.toContain('::error');
  }, 60_000);

  it('lists the photos a deleted project left in the upload folder, and still passes', () => {
    const before = run({ GITHUB_ACTIONS: '' });
    expect(before.stdout).not.toContain('no content uses');
    rmSync(path.join(dir, 'content/projects/coastal-kitchen-remodel.json'));
    const result = run({ GITHUB_ACTIONS: '' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('check:content: 3 photo(s) no content uses');
    expect(result.stdout).toContain('  public/images/projects/coastal-kitchen-remodel.svg\n');
    expect(result.stdout).toContain('  public/images/projects/coastal-kitchen-open-wall.svg\n');
    expect(result.stdout).toContain(
      '  public/images/projects/before/coastal-kitchen-remodel-before.svg\n',
    );
  }, 60_000);

  it('under GitHub Actions prints the annotation on the real line and the summary', () => {
    const file = path.join(dir, 'content/projects/pool-deck.json');
    writeFileSync(
      file,
      poolDeck
        .replace('/images/projects/pool-deck.webp', '/icon.svg')
        .replace(
          '{ "src": "/images/projects/pool-deck-2.webp", "alt": "deck" }',
          '{ "src": "/icon.svg", "alt": "deck" }',
        ),
    );
    const summaryFile = path.join(dir, 'summary.md');
    const result = run({ GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summaryFile });
    expect(result.status).toBe(1);
    const shown = file.split(path.sep).join('/');
    expect(result.stdout).toContain(
      `::error file=${shown},line=11,title=Not published%3A photos[1].alt::needs meaningful alt text`,
    );
    expect(readFileSync(summaryFile, 'utf8')).toMatch(
      /^### Your last change was not published: photo 2 on 'Pool Deck' needs a description/,
    );
  }, 60_000);
});

describe('loading the content under GitHub Actions', () => {
  let dir: string;
  const saved = { ...process.env };
  beforeEach(() => {
    mkdirSync('.tmp', { recursive: true });
    dir = mkdtempSync(path.join('.tmp', 'load-content-'));
    cpSync('content', dir, { recursive: true, filter: (src) => !src.endsWith('.ts') });
  });
  afterEach(() => {
    process.env = saved;
    jest.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  it('throws its problems and reports nothing: the content check reports them', () => {
    writeFileSync(path.join(dir, 'projects/pool-deck.json'), poolDeck);
    const summaryFile = path.join(dir, 'summary.md');
    process.env = { ...saved, GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summaryFile };
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    expect(() => loadContent(dir)).toThrow(ContentError);
    expect(log).not.toHaveBeenCalled();
    expect(existsSync(summaryFile)).toBe(false);
  });
});
