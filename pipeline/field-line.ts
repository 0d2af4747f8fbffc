/**
 * Where a field sits in a JSON file: the line of `photos[0].alt` in the text the owner's editor
 * wrote, so a content problem can point GitHub at that line (pipeline/content-report.ts).
 */

type JsonNode = { line: number; members?: Map<string, JsonNode>; items?: JsonNode[] };

/** A field path as the content check prints it (photos[0].alt) split into keys and indexes. */
export function fieldSegments(field: string): (string | number)[] {
  return [...field.matchAll(/\[(\d+)\]|([^.[\]]+)/g)].map(([, index, key]) =>
    index === undefined ? key! : Number(index),
  );
}

/**
 * The 1-based line of the value at `path` in `source`: for an object member, the line of its
 * name. A path that goes further than the file (a required field left out) gives the line of the
 * deepest part that exists, the object the field is missing from; text that is not JSON gives 1.
 */
export function lineOfPath(source: string, path: readonly (string | number)[]): number {
  let node: JsonNode;
  try {
    node = new Scanner(source).document();
  } catch {
    return 1;
  }
  let line = node.line;
  for (const key of path) {
    const next = typeof key === 'number' ? node.items?.[key] : node.members?.get(key);
    if (!next) break;
    node = next;
    line = next.line;
  }
  return line;
}

/** A JSON reader that keeps the line each value starts on, and nothing else. */
class Scanner {
  private at = 0;
  private line = 1;

  constructor(private readonly text: string) {}

  document() {
    const node = this.value();
    this.space();
    if (this.at < this.text.length) this.fail();
    return node;
  }

  private value(): JsonNode {
    this.space();
    const line = this.line;
    const char = this.text[this.at];
    if (char === '{') return { line, members: this.object() };
    if (char === '[') return { line, items: this.array() };
    if (char === '"') this.string();
    else this.scalar();
    return { line };
  }

  private object() {
    const members = new Map<string, JsonNode>();
    this.at++;
    this.space();
    if (this.text[this.at] === '}') {
      this.at++;
      return members;
    }
    for (;;) {
      this.space();
      const line = this.line;
      const key = this.string();
      this.space();
      this.expect(':');
      members.set(key, { ...this.value(), line });
      this.space();
      if (this.text[this.at] === '}') {
        this.at++;
        return members;
      }
      this.expect(',');
    }
  }

  private array() {
    const items: JsonNode[] = [];
    this.at++;
    this.space();
    if (this.text[this.at] === ']') {
      this.at++;
      return items;
    }
    for (;;) {
      items.push(this.value());
      this.space();
      if (this.text[this.at] === ']') {
        this.at++;
        return items;
      }
      this.expect(',');
    }
  }

  /** A string's value; JSON strings cannot hold a raw line break, so the line stays. */
  private string() {
    const start = this.at;
    this.expect('"');
    while (this.at < this.text.length && this.text[this.at] !== '"') {
      if (this.text[this.at] === '\n') this.fail();
      this.at += this.text[this.at] === '\\' ? 2 : 1;
    }
    this.expect('"');
    return JSON.parse(this.text.slice(start, this.at)) as string;
  }

  private scalar() {
    const match = /^(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(
      this.text.slice(this.at),
    );
    if (!match) this.fail();
    this.at += match[0].length;
  }

  private space() {
    while (/\s/.test(this.text[this.at] ?? '')) {
      if (this.text[this.at] === '\n') this.line++;
      this.at++;
    }
  }

  private expect(char: string) {
    if (this.text[this.at] !== char) this.fail();
    this.at++;
  }

  private fail(): never {
    throw new SyntaxError(`not JSON at line ${this.line}`);
  }
}
