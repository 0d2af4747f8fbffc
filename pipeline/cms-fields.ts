/**
 * The editor's fields, written from the zod schemas of content/: z.toJSONSchema() gives each
 * field's type, required, limits, options and pattern, and the `.meta()` keys of content/fields.ts
 * (written into the same JSON Schema) its label, hint and widget. A field added to a schema shows
 * in the editor with no other edit; one without a label stops the build.
 */
import type { Field } from '@sveltia/cms';
import { z } from 'zod';
import type { EditorMeta } from '@/content/fields';
import type { SitePage } from '@/lib/content/site-pages';
import { icons } from '@/lib/icons';

type Node = EditorMeta & {
  type?: string;
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  oneOf?: Node[];
  anyOf?: Node[];
  enum?: string[];
  const?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** Sveltia's field options the fields below use, some missing from its union of field types. */
type Options = Record<string, unknown>;

/** Only limits that are the schema's own: z.number().int() alone bounds to the safe integers. */
const limit = (value: number | undefined) =>
  value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value;

/** The keys of `options` that have a value, so the JSON carries no undefined. */
const defined = (options: Options) =>
  Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

function labelOf(node: Node, where: string) {
  if (!node.label)
    throw new Error(
      `cms-fields: ${where} has no label for the editor; give its schema .meta({ label: '…' }) in content/`,
    );
  return node.label;
}

/** A list's limits and its one entry's name. */
function listOptions(node: Node, where: string): Options {
  if (!node.singular)
    throw new Error(
      `cms-fields: the list ${where} has no name for one entry; give it .meta({ singular: '…' })`,
    );
  return {
    label_singular: node.singular,
    widget: 'list',
    min: node.minItems,
    max: node.maxItems,
  };
}

/** What the build knows of the site that a field may offer: its pages, for a button's link. */
export type Choices = { pages?: SitePage[] };

/** A page field: a choice of the site's pages, the only links the content check accepts. */
function pageOptions(where: string, choices: Choices): Options {
  if (!choices.pages)
    throw new Error(`cms-fields: ${where} picks a page, but no list of pages was given`);
  return {
    widget: 'select',
    options: choices.pages.map((page) => ({
      label: `${page.name} (${page.path})`,
      value: page.path,
    })),
  };
}

/** What the field edits, apart from its name, label, hint and required. */
function widgetOptions(node: Node, where: string, choices: Choices): Options {
  const variants = node.oneOf ?? node.anyOf;
  if (node.relation)
    return {
      widget: 'relation',
      collection: node.relation.collection,
      // The entry's file name, which the schema's pattern accepts as saved.
      value_field: '{{slug}}',
      display_fields: [node.relation.shows],
      search_fields: [node.relation.shows],
    };
  // A photo at an address elsewhere has no size the build can measure, and the editor's
  // Content-Security-Policy would block its preview: photos are uploaded.
  if (node.widget === 'image') return { widget: 'image', choose_url: false };
  if (node.widget === 'icon') return { widget: 'select', options: Object.keys(icons) };
  if (node.widget === 'page') return pageOptions(where, choices);
  if (node.enum) return { widget: 'select', options: node.enum };
  if (node.type === 'boolean') return { widget: 'boolean', default: node.default };
  if (node.type === 'number' || node.type === 'integer')
    return {
      widget: 'number',
      value_type: node.type === 'integer' ? 'int' : 'float',
      min: limit(node.minimum),
      max: limit(node.maximum),
      preview: node.preview,
    };
  if (node.type === 'object')
    return { widget: 'object', fields: objectFields(node, where, choices) };
  if (node.type === 'array' && node.items?.enum)
    return {
      widget: 'select',
      multiple: true,
      min: node.minItems,
      max: node.maxItems,
      options: node.items.enum,
    };
  if (node.type === 'array' && node.items?.type === 'object')
    return { ...listOptions(node, where), fields: objectFields(node.items, `${where}[]`, choices) };
  if (node.type === 'array' && node.items && (node.items.oneOf ?? node.items.anyOf))
    return { ...listOptions(node, where), ...variantOptions(node.items, where, choices) };
  if (node.type === 'array' && node.items) {
    const list = listOptions(node, where);
    const item = { ...node.items, label: node.items.label ?? node.singular };
    return { ...list, field: field('item', item, true, `${where}[]`, choices) };
  }
  if (node.type === 'string' && !variants) {
    if (node.pattern !== undefined && !node.mustBe)
      throw new Error(
        `cms-fields: ${where} has a pattern but no words for it; write it with matching() from content/fields.ts`,
      );
    return {
      widget: node.widget ?? 'string',
      pattern: node.pattern === undefined ? undefined : [node.pattern, capitalised(node.mustBe!)],
      // At least 1 is "not empty", which a required field is already; an empty optional field
      // is left out of the file.
      minlength: (node.minLength ?? 0) > 1 ? node.minLength : undefined,
      maxlength: node.maxLength,
    };
  }
  throw new Error(`cms-fields: ${where} is of a kind the editor generator does not know`);
}

/** A list of typed entries (a discriminated union): each type's fields, by its key. */
function variantOptions(node: Node, where: string, choices: Choices): Options {
  const variants = (node.oneOf ?? node.anyOf)!;
  const typeKey = Object.keys(variants[0]?.properties ?? {}).find((key) =>
    variants.every((variant) => variant.properties?.[key]?.const !== undefined),
  );
  if (!typeKey) throw new Error(`cms-fields: ${where} is a union without a discriminator`);
  return {
    typeKey,
    types: variants.map((variant) => {
      const name = variant.properties![typeKey]!.const!;
      const { [typeKey]: _key, ...properties } = variant.properties!;
      return {
        name,
        label: labelOf(variant, `${where}(${name})`),
        widget: 'object',
        fields: objectFields({ ...variant, properties }, `${where}(${name})`, choices),
      };
    }),
  };
}

function field(
  name: string,
  node: Node,
  required: boolean,
  where: string,
  choices: Choices,
): Field {
  return defined({
    name,
    label: labelOf(node, where),
    ...widgetOptions(node, where, choices),
    hint: node.hint,
    required: required ? undefined : false,
  }) as unknown as Field;
}

function objectFields(node: Node, where: string, choices: Choices): Field[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {})
    .filter(([name, property]) => property.edited !== false || required.has(name))
    .map(([name, property]) =>
      field(name, property, required.has(name), where ? `${where}.${name}` : name, choices),
    );
}

/**
 * The editor's fields for one file of content/, from its schema; `where` names it in errors,
 * `offered` is what its choices of the site's pages list.
 */
export function editorFields(schema: z.ZodType, where: string, offered: Choices = {}): Field[] {
  return objectFields(z.toJSONSchema(schema, { io: 'input' }) as Node, where, offered);
}
