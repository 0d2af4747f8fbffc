/**
 * Content problems told where the owner works: under GitHub Actions the content check
 * (pipeline/steps/check-content.ts) prints each one as an error annotation on the file and line of the
 * field, and writes the job summary in plain words
 * (docs/editing.md#if-a-save-does-not-appear-on-the-site). Outside GitHub it does nothing: the
 * problem lines are the check's error message. Loading the content never reports.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { teamRoles } from '@/content/schema';
import { fieldSegments, lineOfPath } from './field-line';

/** One problem line of a ContentError: `file: field: message`. */
export type ContentProblem = { file: string; field: string; message: string; line?: number };

const parseLine = (problem: string): ContentProblem => {
  const [file = '', field = '', ...rest] = problem.split(': ');
  return { file, field, message: rest.join(': ') };
};

/** The problem with the line of its field, read from the file as it is on disk. */
export function locate(problem: string, readText = readIfFile): ContentProblem {
  const parsed = parseLine(problem);
  const invalidJson = /^line (\d+), column \d+$/.exec(parsed.field);
  if (invalidJson) return { ...parsed, line: Number(invalidJson[1]) };
  if (parsed.field.startsWith('(')) return parsed;
  const source = readText(parsed.file);
  return source === undefined
    ? parsed
    : { ...parsed, line: lineOfPath(source, fieldSegments(parsed.field)) };
}

function readIfFile(file: string) {
  return file.endsWith('.json') && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

// Workflow commands: properties end at `,` and `::`, the message at the line's end.
// (GitHub's "Workflow commands" reference, cited in docs/deploying.md.)
const escapeData = (value: string) =>
  value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (value: string) =>
  escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** `::error file=…,line=…,title=…::message`, the line GitHub turns into an annotation. */
export function annotation({ file, field, message, line }: ContentProblem) {
  const properties = [
    field === '(folder)' ? '' : `file=${escapeProperty(file)}`, // annotations go on files
    line ? `line=${line}` : '',
    `title=${escapeProperty(`Not published: ${field}`)}`,
  ].filter(Boolean);
  return `::error ${properties.join(',')}::${escapeData(message)}`;
}

/** The entry as the file holds it, or nothing when the file is not JSON. */
function readEntry(file: string, readText: (file: string) => string | undefined) {
  try {
    return JSON.parse(readText(file) ?? '') as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** How the owner calls the entry: its title or name in the file, else the file's name. */
function entryName(file: string, data: Record<string, unknown>) {
  if (path.basename(file) === 'company.json') return 'the company details';
  if (path.basename(file) === 'team.json') return 'the leadership team';
  const name = data.title ?? data.name;
  return `'${typeof name === 'string' && name.trim() ? name.trim() : path.basename(file, '.json')}'`;
}

/** The leadership team's fields by the editor's labels (content/team-schema.ts). */
const teamLabels: Record<string, string> = {
  name: 'name',
  photo: 'portrait',
  src: 'portrait',
  alt: 'description of the portrait',
  description: '“About them” line',
};

/** A problem in team.json, by role and the editor's label: "the name of the Director of Sales". */
function teamWords(field: string, message: string) {
  const [key, ...rest] = fieldSegments(field).map(String);
  const role = teamRoles[key as keyof typeof teamRoles];
  if (!role) return `the leadership team: ${message}`;
  if (!rest.length)
    return message === 'Required'
      ? `the leadership team needs its ${role}`
      : `the ${role} on the leadership team: ${message}`;
  const words = teamLabels[rest.at(-1)!] ?? rest.at(-1)!;
  return message === 'Required'
    ? `the ${role} on the leadership team needs its ${words}`
    : `the ${words} of the ${role}: ${message}`;
}

/** The problem as a sentence for the owner: "the photo on 'Pool Deck' needs a description". */
export function plainWords(problem: ContentProblem, readText = readIfFile) {
  const { file, field, message } = problem;
  if (field === '(folder)') return `${path.basename(file)} ${message}`;
  const data = readEntry(file, readText);
  const entry = entryName(file, data);
  if (/^line \d+/.test(field))
    return `the file for ${entry} could not be read (${message}); it was probably changed outside the editor`;
  if (field === '(file name)') return `the file name of ${entry} ${message}`;
  if (field === '(whole file)') return `${entry} is ${message}`;
  // A sample left in (lib/content/example-items.ts): its message says what it is and what to do.
  if (/(?:^|\.)example$/.test(field))
    return path.basename(file) === 'team.json'
      ? teamWords(field.replace(/\.example$/, ''), message)
      : `${entry}: ${message}`;
  if (path.basename(file) === 'team.json') return teamWords(field, message);
  const photo = /(?:^|\.)(?:photos|images)\[(\d+)\]\.(alt|src)$|(?:^|\.)image\.(alt|src)$/.exec(
    field,
  );
  if (photo) {
    const list = field.slice(0, field.lastIndexOf('['));
    const alone = photo[1] === undefined || (Array.isArray(data[list]) && data[list].length === 1);
    const which = alone ? 'the photo' : `photo ${Number(photo[1]) + 1}`;
    return (photo[2] ?? photo[3]) === 'alt'
      ? `${which} on ${entry} needs a description (at least 8 characters)`
      : `${which} on ${entry}: ${message}`;
  }
  const name = String(fieldSegments(field).findLast((key) => typeof key === 'string') ?? field);
  // A button's address is its Link in the editor (content/service-schema.ts).
  const words =
    name === 'href' ? 'button link' : name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return message === 'Required'
    ? `${entry} needs a ${words}`
    : `the ${words} of ${entry}: ${message}`;
}

/** The job summary: what did not go live, why in the owner's words, and where. */
export function summary(problems: ContentProblem[], readText = readIfFile) {
  const sentences = problems.map((problem) => plainWords(problem, readText));
  const heading =
    sentences.length === 1
      ? `Your last change was not published: ${sentences[0]}`
      : `Your last change was not published: ${sentences.length} things need correcting`;
  return [
    `### ${heading}`,
    '',
    'The live site has not changed. Open the entry in the editor at /admin/, correct it and save again.',
    '',
    ...problems.map(
      (problem, index) =>
        `- ${sentences[index]}  \n  \`${problem.file}${problem.line ? `\`, line ${problem.line}` : '`'}: ${problem.field}: ${problem.message}`,
    ),
    '',
  ].join('\n');
}

/** Prints the annotations and appends the summary when running under GitHub Actions. */
export function reportToGitHub(problemLines: string[], env = process.env) {
  if (env.GITHUB_ACTIONS !== 'true') return;
  const problems = problemLines.map((line) => locate(line));
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, summary(problems));
  for (const problem of problems) console.log(annotation(problem));
}
