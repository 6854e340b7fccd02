import {
  emailDomainProblem,
  endpoints,
  IMPORT_MESSAGES,
  type ImportRowResult,
  importRowProblems,
  type PersonType,
  readImportFile,
} from '@cpe/contract';
import { AppError, invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { loadUserManagement } from '../user-management/index.ts';
import { insertPerson, sendRegistrationEmail, takenNames } from './new-person.ts';
import { typesOf, userAdministrator } from './user-admin-access.ts';

/**
 * The people import (ADR 0029). A dry run reports every row's problems and writes nothing. An
 * import writes all rows in the request's one transaction, or none: any row with a problem
 * answers the same report with imported false, so a file is fixed and sent again whole.
 * External people get the registration e-mail, sent only once the transaction commits.
 */
export const importUsers = defineRoute(endpoints.importUsers, {
  summary: 'Import people from CSV: a dry run reports each row’s problems; an import writes every row or none',
  tags: ['user administration'],
  auth: userAdministrator(),
  async handler({ body, tx, me, tenant, now, services }) {
    const file = readImportFile(body.csv);
    if (!file.ok) throw invalid('body.csv', file.message);
    const checked = importRowProblems(file.rows, typesOf(me()));
    // /admin/usermanagement: an external person's address must be at an allowed domain.
    const { allowedEmailDomains } = await loadUserManagement(tx);
    for (const r of checked) {
      const problem =
        r.person_type === 'external' && r.problems.length === 0 ? emailDomainProblem(r.email_address, allowedEmailDomains) : null;
      if (problem) r.problems.push({ field: 'email_address', message: problem });
    }
    const emails = checked.filter((r) => r.problems.length === 0).map((r) => r.email_address);
    const taken = await takenNames(tx, emails);
    for (const r of checked)
      if (r.problems.length === 0 && taken.has(r.email_address.toLowerCase()))
        r.problems.push({ field: 'email_address', message: IMPORT_MESSAGES.exists });

    const report = (status: (ok: boolean) => ImportRowResult['status'], ids: number[] = []): ImportRowResult[] =>
      checked.map((r, i) => ({
        row: r.row,
        status: status(r.problems.length === 0),
        person_type: r.person_type,
        email_address: r.email_address,
        person_id: ids[i] ?? null,
        problems: r.problems,
      }));
    if (body.dryRun || checked.some((r) => r.problems.length > 0))
      return { dryRun: body.dryRun, imported: false, created: 0, rows: report((ok) => (ok ? 'valid' : 'invalid')) };

    const mail = { tenant, publicUrl: services.config.publicUrl, jobs: services.jobs, now };
    const ids: number[] = [];
    for (const r of checked) {
      const person = { ...r, person_type: r.person_type as PersonType, username: r.email_address };
      const id = await insertPerson(tx, tenant.id, { ...person, id_value: r.id_value || undefined, id_type: r.id_type || undefined }).catch(
        (error: unknown) => {
          // Someone added this address since the check above: the whole import is refused, naming the row.
          if (error instanceof AppError && error.status === 400)
            throw invalid('body.csv', `Row ${r.row}: ${IMPORT_MESSAGES.exists} Check the file again.`);
          throw error;
        },
      );
      if (person.person_type === 'external') await sendRegistrationEmail(tx, mail, { id, ...person });
      ids.push(id);
    }
    return { dryRun: false, imported: true, created: ids.length, rows: report(() => 'created', ids) };
  },
});
