import { describe, expect, it } from 'vitest';
import type { LmsClass, LmsCompletion, LmsType } from '../../src/modules/lms/connector.ts';
import { createLmsConnector } from '../../src/modules/lms/create-connector.ts';

/**
 * What each adapter puts on the wire (issue 27, "the LMS agrees"): a completion with its total,
 * its credit minutes and its split by field of study, and a class with its status and roster,
 * each in the dialect's own field names. The sandbox's dialects read the same names
 * (lms-sandbox.test.ts checks the round trip).
 */

/** A ticket answer in each dialect, so that the submit resolves. */
const TICKET: Record<LmsType, unknown> = {
  SAP: { d: { RequestId: 'T-1' } },
  LCVISTA: { job_id: 'T-1' },
  SABA: { requestId: 'T-1' },
  CSOD: { data: [{ transactionId: 'T-1' }] },
};

function recording(type: LmsType) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = async (url, init) => {
    sent.push({ method: String(init?.method), url: String(url), body: JSON.parse(String(init?.body)) });
    return new Response(JSON.stringify(TICKET[type]), { status: 202, headers: { 'content-type': 'application/json' } });
  };
  return { sent, lms: createLmsConnector(type, { baseUrl: 'https://lms.example', tenant: 'acme', fetch }) };
}

const full: LmsCompletion = {
  personExternalId: 'EMP-7',
  credits: 6.4,
  minutes: 320,
  fields: [
    { fieldOfStudy: 'Taxes', credits: 4.2 },
    { fieldOfStudy: 'Accounting', credits: 2.2 },
  ],
  completedOn: '2026-10-05',
};
const bare: LmsCompletion = { personExternalId: 'EMP-8', credits: 3, completedOn: '2026-10-05' };

const cls: LmsClass = {
  classId: 12,
  courseLmsId: 'CRS-1',
  title: 'Tax Update — Boston',
  startDate: '2026-10-05T09:00:00',
  endDate: '2026-10-06T17:00:00',
  timezone: 'America/New_York',
  lmsId: 'CLS-9',
  status: 'Certified',
  roster: [{ externalId: 'EMP-7', firstName: 'Lena', lastName: 'Learner', email: 'lena@acme.example.com' }],
};

describe('completion payloads', () => {
  it('SAP: PascalCase, CreditMinutes and FieldsOfStudy in an OData results wrapper', async () => {
    const { sent, lms } = recording('SAP');
    await lms.submitCompletions('CLS-9', [full, bare]);
    expect(sent[0]).toMatchObject({ method: 'POST', url: "https://lms.example/sap/odata/Classes('CLS-9')/Completions" });
    expect(sent[0]?.body).toEqual({
      Completions: [
        {
          LearnerId: 'EMP-7',
          Credits: 6.4,
          CreditMinutes: 320,
          FieldsOfStudy: {
            results: [
              { Name: 'Taxes', Credits: 4.2 },
              { Name: 'Accounting', Credits: 2.2 },
            ],
          },
          CompletionDate: '2026-10-05',
        },
        { LearnerId: 'EMP-8', Credits: 3, CompletionDate: '2026-10-05' },
      ],
    });
  });

  it('LCVISTA: snake_case, credit_minutes and fields_of_study as on its programs', async () => {
    const { sent, lms } = recording('LCVISTA');
    await lms.submitCompletions('CLS-9', [full, bare]);
    expect(sent[0]).toMatchObject({ method: 'POST', url: 'https://lms.example/lcvista/api/v1/sessions/CLS-9/completions/' });
    expect(sent[0]?.body).toEqual({
      completions: [
        {
          external_id: 'EMP-7',
          credits: 6.4,
          credit_minutes: 320,
          fields_of_study: [
            { name: 'Taxes', credits: 4.2 },
            { name: 'Accounting', credits: 2.2 },
          ],
          completed_on: '2026-10-05',
        },
        { external_id: 'EMP-8', credits: 3, completed_on: '2026-10-05' },
      ],
    });
  });

  it('SABA: camelCase, creditMinutes and fieldsOfStudy as on its courses', async () => {
    const { sent, lms } = recording('SABA');
    await lms.submitCompletions('CLS-9', [full, bare]);
    expect(sent[0]).toMatchObject({ method: 'POST', url: 'https://lms.example/saba/v1/offerings/CLS-9/completions' });
    expect(sent[0]?.body).toEqual({
      completions: [
        {
          learnerId: 'EMP-7',
          credits: 6.4,
          creditMinutes: 320,
          fieldsOfStudy: [
            { name: 'Taxes', credits: 4.2 },
            { name: 'Accounting', credits: 2.2 },
          ],
          completionDate: '2026-10-05',
        },
        { learnerId: 'EMP-8', credits: 3, completionDate: '2026-10-05' },
      ],
    });
  });

  it('CSOD: trainingHours, trainingMinutes and subjects in hours', async () => {
    const { sent, lms } = recording('CSOD');
    await lms.submitCompletions('CLS-9', [full]);
    expect(sent[0]?.body).toEqual({
      transcripts: [
        {
          userId: 'EMP-7',
          trainingHours: 6.4,
          trainingMinutes: 320,
          subjects: [
            { name: 'Taxes', hours: 4.2 },
            { name: 'Accounting', hours: 2.2 },
          ],
          completionDate: '2026-10-05',
        },
      ],
    });
  });
});

const ROSTER_FIELD: Record<LmsType, string> = { SAP: 'Roster', LCVISTA: 'attendees', SABA: 'learners', CSOD: 'roster' };

describe('class payloads with the roster', () => {
  it('sends the status and each learner in the dialect’s names; no roster field when none is given', async () => {
    const bodies: Record<string, unknown> = {};
    for (const type of ['SAP', 'LCVISTA', 'SABA', 'CSOD'] as const) {
      const { sent, lms } = recording(type);
      await lms.submitClass(cls);
      const { roster: _none, ...withoutRoster } = cls;
      await lms.submitClass(withoutRoster);
      bodies[type] = sent[0]?.body;
      expect(Object.keys(sent[1]?.body as object)).not.toContain(ROSTER_FIELD[type]);
    }
    expect(bodies.SAP).toMatchObject({
      ClassId: 'CLS-9',
      Status: 'Certified',
      Roster: { results: [{ LearnerId: 'EMP-7', FirstName: 'Lena', LastName: 'Learner', Email: 'lena@acme.example.com' }] },
    });
    expect(bodies.LCVISTA).toMatchObject({
      status: 'Certified',
      attendees: [{ external_id: 'EMP-7', first_name: 'Lena', last_name: 'Learner', email: 'lena@acme.example.com' }],
    });
    expect(bodies.SABA).toMatchObject({
      id: 'CLS-9',
      status: 'Certified',
      learners: [{ learnerId: 'EMP-7', firstName: 'Lena', lastName: 'Learner', email: 'lena@acme.example.com' }],
    });
    expect(bodies.CSOD).toMatchObject({
      sessionStatus: 'Certified',
      roster: [{ userId: 'EMP-7', firstName: 'Lena', lastName: 'Learner', email: 'lena@acme.example.com' }],
    });
  });
});
