/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { z } from 'zod/mini';
import {
  functionRoutes,
  linkedPages,
  type ContactMessage,
  contactErrors,
  contactSchema,
} from '@/supabase/functions/_shared/contract';
import { filesUnder, sourceFolders } from '../../harness/source-files';

const valid = {
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  phone: '',
  service: '',
  message: 'New kitchen, please.',
};

describe('contact message schema', () => {
  it('accepts a minimal message and trims values', () => {
    expect(contactSchema.parse({ ...valid, name: '  Ana Ruiz ', message: '\n Hi \n' })).toEqual({
      ...valid,
      message: 'Hi',
    });
  });

  it.each([
    ['name', { name: '   ' }, 'Please enter your full name.'],
    ['name', { name: 'x'.repeat(101) }, 'Please keep your name to 100 characters or fewer.'],
    ['email', { email: '' }, 'Please enter your e-mail address.'],
    ['email', { email: 'ana@' }, 'Please enter a valid e-mail address, like name@example.com.'],
    [
      'email',
      { email: `${'a'.repeat(250)}@example.com` },
      'An e-mail address can be at most 254 characters.',
    ],
    ['phone', { phone: '1'.repeat(31) }, 'Please keep the phone number to 30 characters or fewer.'],
    ['service', { service: 'Pool Building' }, 'Please choose a service from the list.'],
    ['message', { message: ' \n ' }, 'Please tell us a little about your project.'],
    [
      'message',
      { message: 'x'.repeat(5001) },
      'Please shorten your message to 5000 characters or fewer.',
    ],
  ])('rejects a bad %s with a field-specific message', (field, change, message) => {
    expect(contactErrors({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it.each([
    '(727) 555-0142',
    '+1 727 555 0142',
    '727.555.0142',
    '727-555-0142 ext. 12',
    '727-555-0142 cell, after 5',
  ])('accepts the phone %s', (phone) => {
    expect(contactErrors({ ...valid, phone })).toBeNull();
  });

  it('accepts exactly 5000 characters and each of the services', () => {
    expect(
      contactErrors({ ...valid, message: 'x'.repeat(5000), service: 'Permit Rescue' }),
    ).toBeNull();
  });
});

/** The text of every string and template piece in some code: what it writes, not what it says. */
function literals(code: string) {
  const source = ts.createSourceFile('code.tsx', code, ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const contractFile = path.join('supabase', 'functions', '_shared', 'contract.ts');

/** The code of the site and its function (tests and their harness keep literal expectations). */
const codeFiles = () =>
  [...sourceFolders, 'worker']
    .filter((folder) => existsSync(folder))
    .flatMap((folder) => filesUnder(folder, (file) => /\.(tsx?|mjs|js)$/.test(file)))
    .filter((file) => file !== contractFile && !file.startsWith(`public${path.sep}`));

/**
 * A string that writes one of the function's entries (`/events`, or `owner/push-key` with or
 * without its slash; a one-word entry alone is only a word), or its address on a project.
 */
const endpointPatterns = [
  /\/functions\/v1\//,
  ...Object.values(functionRoutes)
    .filter(Boolean)
    .map(
      (route) =>
        new RegExp(`${route.lastIndexOf('/') > 0 ? '(^|/)' : '/'}${route.slice(1)}($|[/?#])`),
    ),
];
const writesEndpoint = (text: string) => endpointPatterns.some((pattern) => pattern.test(text));

type Checked = z.infer<typeof contactSchema>;
/** The schema's message and the contract's type, each within the other: tsc fails this line otherwise. */
const schemaIsTheContract: [Checked, ContactMessage] extends [ContactMessage, Checked]
  ? true
  : false = true;

describe('the contract between the site and its function', () => {
  // Checked by `npm run typecheck` (tsc), which fails on the type above; at run time it only reads it.
  it('types the message exactly as the schema checks it', () => {
    expect(schemaIsTheContract).toBe(true);
  });

  it('links the function to pages the site builds', () => {
    for (const page of Object.values(linkedPages))
      expect({ page, built: existsSync(path.join('app', page, 'page.tsx')) }).toEqual({
        page,
        built: true,
      });
  });

  it('is the one place an endpoint of the function is written', () => {
    const writing = codeFiles().filter((file) =>
      literals(readFileSync(file, 'utf8')).some(writesEndpoint),
    );
    expect(writing).toEqual([]);
  });

  it.each([
    ['an entry after the address', '`${contactEndpoint}/photo-slots`', true],
    ['an owner entry without its slash', "'owner/push-key'", true],
    ['the router keyed by hand', "'/events'", true],
    ['the address on a project', "'/functions/v1/send-contact-email'", true],
    ['a log line naming the function', "'send-contact-email answered'", false],
    ['a word that is also an entry', "'events'", false],
  ])('tells %s: %s', (_, code, writes) => {
    expect(literals(`export const x = ${code};`).some(writesEndpoint)).toBe(writes);
  });
});
