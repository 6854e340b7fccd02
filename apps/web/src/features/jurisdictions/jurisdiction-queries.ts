import { calls, type JurisdictionRequirementBody, type LicenseBody } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';
import { useRecordWrite } from '../../lib/use-record-write.ts';

/** Everything of the person lives under ['person', id]: a write refreshes their licenses and the boards alike. */
const personKey = (id: number) => ['person', id] as const;

/** GET /person/jurisdictions/{id}: the licenses with the credits of each period against its board's requirement. */
export const usePersonLicenses = (personId: number) =>
  useQuery({
    queryKey: [...personKey(personId), 'licenses'],
    queryFn: ({ signal }) => call(calls.getPersonLicenses, { params: { personId }, signal }),
  });

/** GET /jurisdictions, for those who record licenses (the board picker and the requirements dialog). */
export const useJurisdictions = (personId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...personKey(personId), 'jurisdictions'],
    queryFn: ({ signal }) => call(calls.listJurisdictions, { signal }),
    enabled,
  });

export type LicenseWrite =
  | { kind: 'add'; body: LicenseBody }
  | { kind: 'edit'; id: number; body: LicenseBody }
  | { kind: 'remove'; id: number };

/** Add, change or remove a license; the alert bar says how it went. */
export const useLicenseWrite = (personId: number) =>
  useRecordWrite(personKey(personId), (w: LicenseWrite) => {
    if (w.kind === 'add') return call(calls.createPersonLicense, { params: { personId }, body: w.body });
    if (w.kind === 'edit') return call(calls.updatePersonLicense, { params: { id: w.id }, body: w.body });
    return call(calls.removePersonLicense, { params: { id: w.id } });
  });

/** PUT /jurisdictions/{id}/requirement: the licenses on the page are measured again. */
export const useRequirementWrite = (personId: number) =>
  useRecordWrite(personKey(personId), (v: { id: number; body: JurisdictionRequirementBody }) =>
    call(calls.updateJurisdictionRequirement, { params: { id: v.id }, body: v.body }),
  );
