import { type ClassInput, type CompletionInput, type CourseInput, ID_PREFIX, type LmsSystem, pad6, type QueuedMessage } from './types.ts';

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
  system.classes[lmsId] = { ...input, lmsId, roster: existing?.roster ?? [], updatedAt: now };
  return lmsId;
}

function saveCompletion(system: LmsSystem, classLmsId: string, input: CompletionInput, now: string): void {
  const who = input.personExternalId;
  if (!system.classes[classLmsId]) throw new Error(`Completion for learner ${who} rejected by LMS: class ${classLmsId} no longer exists`);
  if (!(input.credits >= 0)) throw new Error(`Completion for learner ${who} rejected by LMS: credits must not be negative`);
  if (!/^\d{4}-\d{2}-\d{2}/.test(input.completedOn) || Number.isNaN(Date.parse(input.completedOn))) {
    throw new Error(`Completion for learner ${who} rejected by LMS: ${input.completedOn} is not a date`);
  }
  const byLearner = system.completions[classLmsId] ?? {};
  byLearner[who] = { ...input, recordedAt: now };
  system.completions[classLmsId] = byLearner;
}
