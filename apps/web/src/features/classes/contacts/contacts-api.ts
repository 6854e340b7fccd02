import { CLASS_MESSAGES, CLASS_OBJECT_TYPE, calls, type objectRolesResponse } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/call.ts';
import { useClassResource, useClassWrite } from '../api/class-queries.ts';
import type { ClassContact, ClassStaff } from '../api/class-types.ts';

export type ObjectRole = z.infer<typeof objectRolesResponse>[number];

/** GET /class/staff/{id}. */
export const useClassStaff = (classId: number) =>
  useClassResource(classId, 'staff', (signal) => call(calls.getClassStaff, { params: { id: classId }, signal }));

/** POST /sys-config/tenant-object-roles for classes (learning object type 3): the roles a contact may have. */
export function useClassRoles() {
  return useQuery({
    queryKey: ['tenant-object-roles', CLASS_OBJECT_TYPE],
    queryFn: ({ signal }) => call(calls.tenantObjectRoles, { body: { in_learning_object: CLASS_OBJECT_TYPE }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const useAddContact = (classId: number) =>
  useClassWrite(
    classId,
    (body: { person_id: number; role_id: number }) => call(calls.addClassStaff, { params: { id: classId }, body }),
    'Contact added',
  );

export const useRemoveContact = (classId: number) =>
  useClassWrite(classId, (contactId: number) => call(calls.removeClassStaff, { params: { contactId } }), 'Contact removed');

/**
 * The dedicated-monitor warning (one Dedicated Attendance Monitor per 100
 * learners), from the server's monitor summary.
 */
export function monitorWarning(staff: ClassStaff): string | null {
  const m = staff.monitors;
  if (!m.warning) return null;
  return m.message || CLASS_MESSAGES.dedicatedMonitorsShort(m.dedicatedNeeded, m.dedicated);
}

/** Contacts grouped by role name, roles in alphabetical order. */
export function contactsByRole(contacts: readonly ClassContact[]): [string, ClassContact[]][] {
  const groups = new Map<string, ClassContact[]>();
  for (const c of contacts) groups.set(c.role_name, [...(groups.get(c.role_name) ?? []), c]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}
