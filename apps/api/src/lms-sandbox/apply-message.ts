import {
  type ClassInput,
  type CompletionInput,
  type CourseInput,
  ID_PREFIX,
  type Learner,
  type LmsSystem,
  pad6,
  type QueuedMessage,
} from './types.ts';

/**
 * What the LMS does with one queued message. Returns the id of the course or class it wrote,
 * or throws an Error whose message becomes one of the ticket's error messages. The checks are
 * the kind a real LMS makes after accepting a request, not input validation (the routes do that).
 */
export function applyMessage(system: LmsSystem, message: QueuedMessage, simulateFailure: boolean, now: string): string | null {
  const body = message.body;
  switch (body.kind) {
    case 'course':
      if (simulateFailure) throw new Error(`Course title rejected by LMS: "${body.course.title}" (simulated processing error)`);
      return saveCourse(system, body.course, now);
    case 'class':
      if (simulateFailure) throw new Error(`Class rejected by LMS: "${body.cls.title}" (simulated processing error)`);
      return saveClass(system, body.cls, now);
    case 'completion':
      if (simulateFailure) {
        throw new Error(`Completion for learner ${body.completion.personExternalId} rejected by LMS (simulated processing error)`);
      }
      saveCompletion(system, body.classLmsId, body.completion, now);
      return null;
    case 'external-training': {
      if (simulateFailure) throw new Error(`External training rejected by LMS: "${body.training.title}" (simulated processing error)`);
      if (!(body.training.credits >= 0)) throw new Error('External training rejected by LMS: credits must not be negative');
      // One record per request: a resend replaces it.
      const lmsId = `${ID_PREFIX[system.dialect]}-EXT-${body.training.externalId}`;
      system.externalTrainings = { ...system.externalTrainings, [lmsId]: { ...body.training, lmsId, recordedAt: now } };
      return lmsId;
    }
  }
}

/** The next id of its kind that no record holds (the demo records hold some of the low numbers). */
function freshId(system: LmsSystem, kind: 'CRS' | 'CLS'): string {
  const records = kind === 'CRS' ? system.courses : system.classes;
  for (;;) {
    const n = kind === 'CRS' ? system.nextCourse++ : system.nextClass++;
    const id = `${ID_PREFIX[system.dialect]}-${kind}-${pad6(n)}`;
    if (!records[id]) return id;
  }
}

function saveCourse(system: LmsSystem, input: CourseInput, now: string): string {
  if (!input.title.trim()) throw new Error('Course title rejected by LMS: the title is empty');
  if (input.lmsId && !system.courses[input.lmsId]) throw new Error(`Course ${input.lmsId} does not exist in the LMS`);
  const lmsId = input.lmsId ?? freshId(system, 'CRS');
  system.courses[lmsId] = { ...input, lmsId, updatedAt: now };
  return lmsId;
}

function saveClass(system: LmsSystem, input: ClassInput, now: string): string {
  if (!input.title.trim()) throw new Error('Class rejected by LMS: the title is empty');
  if (!system.courses[input.courseLmsId]) throw new Error(`Class rejected by LMS: course ${input.courseLmsId} does not exist`);
  const start = Date.parse(input.startDate);
  const end = Date.parse(input.endDate);
  if (Number.isNaN(start) || Number.isNaN(end)) throw new Error('Class rejected by LMS: the start or end date is not a date');
  if (end < start) throw new Error('Class rejected by LMS: the class ends before it starts');
  const existing = input.lmsId ? system.classes[input.lmsId] : undefined;
  if (input.lmsId && !existing) throw new Error(`Class ${input.lmsId} does not exist in the LMS`);
  const lmsId = input.lmsId ?? freshId(system, 'CLS');
  const { roster: sent, ...fields } = input;
  system.classes[lmsId] = { ...fields, lmsId, roster: enroll(existing?.roster ?? [], sent), updatedAt: now };
  return lmsId;
}

/**
 * The class's roster with the sender's learners enrolled: one sent with the id or the e-mail of
 * a learner the class has replaces that learner's entry; the others are added; nobody is dropped
 * (a learner enrolled in the LMS alone stays, as in a real LMS, where enrollments are its own).
 */
function enroll(roster: Learner[], sent: Learner[] | null): Learner[] {
  if (!sent) return roster;
  const result = [...roster];
  const same = (a: Learner, b: Learner) =>
    a.externalId === b.externalId || (a.email !== '' && a.email.toLowerCase() === b.email.toLowerCase());
  for (const learner of sent) {
    const at = result.findIndex((l) => same(l, learner));
    if (at >= 0) result[at] = learner;
    else result.push(learner);
  }
  return result;
}

function saveCompletion(system: LmsSystem, classLmsId: string, input: CompletionInput, now: string): void {
  const who = input.personExternalId;
  if (!system.classes[classLmsId]) throw new Error(`Completion for learner ${who} rejected by LMS: class ${classLmsId} no longer exists`);
  if (!(input.credits >= 0)) throw new Error(`Completion for learner ${who} rejected by LMS: credits must not be negative`);
  if (input.minutes !== null && !(input.minutes >= 0)) {
    throw new Error(`Completion for learner ${who} rejected by LMS: credit minutes must not be negative`);
  }
  checkFields(who, input);
  if (!/^\d{4}-\d{2}-\d{2}/.test(input.completedOn) || Number.isNaN(Date.parse(input.completedOn))) {
    throw new Error(`Completion for learner ${who} rejected by LMS: ${input.completedOn} is not a date`);
  }
  const byLearner = system.completions[classLmsId] ?? {};
  byLearner[who] = { ...input, recordedAt: now };
  system.completions[classLmsId] = byLearner;
}

/** Rounding of a sum of credits in tenths or hundredths, so that 0.1 + 0.2 counts as 0.3. */
const cents = (credits: number) => Math.round(credits * 100);

/**
 * A split by field of study must name each field once, give none a negative part, and add up
 * to the completion's credits: the LMS keeps the split beside the total, and a split that
 * disagrees with its total is the kind of record an auditor would query (issue 27).
 */
function checkFields(who: string, input: CompletionInput): void {
  if (input.fields.length === 0) return;
  const reject = (why: string) => new Error(`Completion for learner ${who} rejected by LMS: ${why}`);
  const names = new Set<string>();
  for (const field of input.fields) {
    if (!field.fieldOfStudy.trim()) throw reject('a field of study has no name');
    if (names.has(field.fieldOfStudy)) throw reject(`the field of study ${field.fieldOfStudy} is given twice`);
    names.add(field.fieldOfStudy);
    if (!(field.credits >= 0)) throw reject(`the credits of ${field.fieldOfStudy} must not be negative`);
  }
  const sum = input.fields.reduce((total, f) => total + cents(f.credits), 0);
  if (sum !== cents(input.credits)) {
    throw reject(`its fields of study add up to ${sum / 100} credits, not ${input.credits}`);
  }
}
