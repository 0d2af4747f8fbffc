/**
 * The owner's files in Spanish: each field with a Spanish twin (`<field>Es`, content/fields.ts
 * `withSpanish`) takes the twin's text on the Spanish pages. The twins are found in the file's
 * JSON Schema (each carries `spanish: true`), so a field given a twin in content/ needs nothing
 * here. A twin left empty keeps the English text on a test build and is named, `file: field`, for
 * the build report; a production build refuses it (./loader.ts).
 */
import { z } from 'zod';

type Node = {
  spanish?: true;
  properties?: Record<string, Node>;
  items?: Node;
  oneOf?: Node[];
  anyOf?: Node[];
};

const trees = new WeakMap<z.ZodType, Node>();

/** The schema's JSON Schema, written once per schema: hundreds of projects share one. */
function treeOf(schema: z.ZodType): Node {
  let tree = trees.get(schema);
  if (!tree) {
    tree = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node;
    trees.set(schema, tree);
  }
  return tree;
}

/** An object's properties, its variants' too (a service's sections are a union by `kind`). */
function propertiesOf(node: Node | undefined): Record<string, Node> {
  if (!node) return {};
  const variants = [...(node.oneOf ?? []), ...(node.anyOf ?? [])];
  return Object.assign({}, ...variants.map(propertiesOf), node.properties);
}

const filled = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0;

const twinName = (key: string) => `${key}Es`;

/**
 * `value` in one edition: in Spanish (`gaps` then collects each empty twin), each twin in place of
 * its field; in English (`gaps` null), the twins left out, so the English pages get the file's
 * fields as they were before it had twins.
 */
function editionValue(
  value: unknown,
  node: Node | undefined,
  at: string,
  gaps: string[] | null,
): unknown {
  if (Array.isArray(value))
    return value.map((item, i) => editionValue(item, node?.items, `${at}[${i}]`, gaps));
  if (value === null || typeof value !== 'object') return value;
  const properties = propertiesOf(node);
  const record = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(record)) {
    const where = at ? `${at}.${key}` : key;
    if (properties[key]?.spanish) continue;
    if (gaps && properties[twinName(key)]?.spanish) {
      const twin = record[twinName(key)];
      if (filled(twin)) result[key] = twin;
      else {
        gaps.push(twinName(where));
        result[key] = field;
      }
    } else result[key] = editionValue(field, properties[key], where, gaps);
  }
  return result;
}

/**
 * `value` (parsed by `schema`) as each edition gets it: in Spanish, with every Spanish twin in
 * place of its English field, and the path of each twin left empty (`sections[2].headingEs`,
 * from `at`); in English, without the twins.
 */
export function inSpanish<T>(schema: z.ZodType, value: T, at = '') {
  const gaps: string[] = [];
  const tree = treeOf(schema);
  return {
    value: editionValue(value, tree, at, gaps) as T,
    english: editionValue(value, tree, at, null) as T,
    gaps,
  };
}
