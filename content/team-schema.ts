import { z } from 'zod';
import { exampleMark, imageSchema, paragraph, text, withSpanish } from './fields';

/**
 * content/team.json: the About page's three leaders, one per role the spec names, in its order.
 * A role is a key, not a value, so the editor can neither add a fourth nor give two people one
 * role (re-exported by content/schema.ts with the other files' schemas).
 */
export const teamRoles = {
  generalContractor: 'General Contractor',
  directorOfSales: 'Director of Sales',
  headOfOperations: 'Head of Operations',
} as const;

const leaderSchema = (role: string) =>
  z
    .strictObject(
      withSpanish(
        {
          name: text.meta({ label: 'Name', hint: `Shown above “${role}” on the About page.` }),
          photo: imageSchema.meta({ label: 'Portrait' }),
          description: paragraph.meta({
            label: 'About them',
            hint: 'A sentence or two under their name and role: what a customer talks to them about.',
          }),
          example: exampleMark('put the real person’s name, portrait and words in its place'),
        },
        ['description'],
      ),
    )
    .meta({ label: role });

export const teamFileSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(teamRoles).map(([key, role]) => [key, leaderSchema(role)]),
  ) as Record<keyof typeof teamRoles, ReturnType<typeof leaderSchema>>,
);

/** A leader as the About page shows them: the file's entry with its role. */
export type TeamMember = z.infer<ReturnType<typeof leaderSchema>> & {
  role: (typeof teamRoles)[keyof typeof teamRoles];
};
