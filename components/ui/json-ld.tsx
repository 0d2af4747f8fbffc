import type { Thing, WithContext } from 'schema-dts';

export type JsonLdProps = { data: WithContext<Thing> };

/** Structured data; `<` is escaped so no string in content can close the script element. */
export function JsonLd({ data }: JsonLdProps) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
