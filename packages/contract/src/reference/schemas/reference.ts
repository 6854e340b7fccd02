import { z } from 'zod';

export const refsQuery = z.object({
  get_branding_only: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export const refEntry = z.object({ mutation: z.string(), data: z.unknown() });
export const refsResponse = z.array(refEntry);

export const tenantHelpBody = z.object({ link_type: z.enum(['learner', 'admin']) });
export const tenantHelpResponse = z.object({ url: z.string() });

/** A positive id in a JSON body: a number, or its digits as a string (a select's value); not a boolean or a list. */
const bodyId = (max: number) =>
  z
    .union([z.number(), z.string().regex(/^\d+$/, 'Expected a number')])
    .transform(Number)
    .pipe(z.number().int().positive().max(max));

export const dmEngageBody = z.object({ in_dm_id: bodyId(2_147_483_647) });
export const engagementMeasure = z.object({ id: z.number().int(), delivery_method_id: z.number().int(), name: z.string() });
export const dmEngageResponse = z.array(engagementMeasure);

export const objectRolesBody = z.object({ in_learning_object: bodyId(1000) });
export const objectRole = z.object({ role_id: z.number().int(), role_name: z.string(), is_system_role: z.boolean() });
export const objectRolesResponse = z.array(objectRole);

const lookup = z.object({ id: z.number().int(), name: z.string() });
export const lookupsResponse = z.object({
  deliveryMethods: z.array(lookup),
  agendaTypes: z.array(lookup),
  lmsTypes: z.array(lookup),
  knowledgeLevels: z.array(lookup),
  fieldsOfStudy: z.array(lookup.extend({ subject_short_name: z.string() })),
  timezones: z.array(z.object({ id: z.number().int(), name: z.string(), timezone: z.string() })),
  states: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), country_code: z.string() })),
  countries: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
});

/** A role of the firm with the codes it grants and how many people hold it (the roles page). */
export const roleSummary = z.object({
  id: z.number().int(),
  role_name: z.string(),
  is_system_role: z.boolean(),
  permissions: z.array(z.string()),
  holder_count: z.number().int(),
});
export type RoleSummary = z.infer<typeof roleSummary>;
export const rolesResponse = z.object({ allRoles: z.array(roleSummary) });
export const permissionRow = z.object({
  code: z.string(),
  meaning: z.string(),
  roles: z.array(z.string()),
  /** The same roles by id, in the same order, so the permissions page can grant and revoke. */
  role_ids: z.array(z.number().int()),
});
export type PermissionRow = z.infer<typeof permissionRow>;
export const permissionsResponse = z.array(permissionRow);
