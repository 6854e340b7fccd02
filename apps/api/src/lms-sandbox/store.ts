import { AnswerHold } from './answer-hold.ts';
import { applyMessage } from './apply-message.ts';
import { FailureSwitch } from './failure-switch.ts';
import type { Persistence } from './persistence.ts';
import { seedSystem, topUpDemoRecords } from './seed.ts';
import {
  type ClassInput,
  type ClassRecord,
  type CompletionInput,
  type CourseInput,
  type Dialect,
  type ExternalTrainingInput,
  ID_PREFIX,
  type LmsSystem,
  type MessageBody,
  pad6,
  type SandboxControl,
  SandboxError,
  type SandboxState,
  type TicketRecord,
  type TicketView,
} from './types.ts';

/** Finished tickets beyond this many per system are forgotten, oldest first. */
const KEEP_TICKETS = 200;

/**
 * The sandbox's records and its asynchronous queue. A submit only enqueues: each message is
 * applied `latencyMs` after the previous one (a timer, never a blocking wait), as a real LMS
 * works through its inbound queue while the caller polls the ticket.
 */
export class SandboxStore {
  latencyMs: number;
  readonly failures = new FailureSwitch();
  readonly answers = new AnswerHold();
  private state: SandboxState = { nextTicket: 1, systems: {} };
  private readonly timers = new Set<NodeJS.Timeout>();
  /** The id counters of each system before a reset (`system` never goes below them). */
  private readonly issued = new Map<string, { nextCourse: number; nextClass: number }>();

  constructor(
    private readonly defaultLatencyMs: number,
    private readonly persistence: Persistence,
  ) {
    this.latencyMs = defaultLatencyMs;
  }

  /** Loads the persisted state, and resumes the tickets a previous run left unfinished. */
  async open(): Promise<void> {
    const saved = await this.persistence.load();
    if (!saved) return;
    this.state = saved;
    for (const system of Object.values(saved.systems)) {
      topUpDemoRecords(system);
      for (const ticket of Object.values(system.tickets)) if (pendingCount(ticket) > 0) this.schedule(system, ticket);
    }
  }

  system(dialect: Dialect, tenant: string): LmsSystem {
    const key = `${dialect}:${tenant}`;
    const existing = this.state.systems[key];
    if (existing) return existing;
    const created = seedSystem(dialect, tenant);
    // Like a real LMS, an id once handed out is never handed out again, not even after a reset.
    const issued = this.issued.get(key);
    if (issued) {
      created.nextCourse = Math.max(created.nextCourse, issued.nextCourse);
      created.nextClass = Math.max(created.nextClass, issued.nextClass);
    }
    this.state.systems[key] = created;
    return created;
  }

  /** `key` is the request's Idempotency-Key: a repeated submit answers the first one's ticket. */
  submitCourse(dialect: Dialect, tenant: string, course: CourseInput, key?: string): TicketView {
    this.refuseIfDown();
    return this.replay(dialect, tenant, key) ?? this.enqueue(dialect, tenant, [{ kind: 'course', course }], key);
  }

  submitClass(dialect: Dialect, tenant: string, cls: ClassInput, key?: string): TicketView {
    this.refuseIfDown();
    return this.replay(dialect, tenant, key) ?? this.enqueue(dialect, tenant, [{ kind: 'class', cls }], key);
  }

  /** One message per learner, so a bad row fails alone and the others are recorded. */
  submitCompletions(dialect: Dialect, tenant: string, classLmsId: string, completions: CompletionInput[], key?: string): TicketView {
    this.refuseIfDown();
    const replayed = this.replay(dialect, tenant, key);
    if (replayed) return replayed;
    if (!this.system(dialect, tenant).classes[classLmsId]) throw new SandboxError(404, `Class ${classLmsId} not found`);
    if (completions.length === 0) throw new SandboxError(400, 'No completions were sent');
    return this.enqueue(
      dialect,
      tenant,
      completions.map((completion) => ({ kind: 'completion', classLmsId, completion })),
      key,
    );
  }

  submitExternalTraining(dialect: Dialect, tenant: string, training: ExternalTrainingInput, key?: string): TicketView {
    this.refuseIfDown();
    return this.replay(dialect, tenant, key) ?? this.enqueue(dialect, tenant, [{ kind: 'external-training', training }], key);
  }

  getClass(dialect: Dialect, tenant: string, lmsId: string): ClassRecord | undefined {
    this.refuseIfDown();
    return this.system(dialect, tenant).classes[lmsId];
  }

  ticket(dialect: Dialect, tenant: string, id: string): TicketView | undefined {
    const ticket = this.system(dialect, tenant).tickets[id];
    return ticket && view(ticket);
  }

  control(control: SandboxControl): void {
    if (control.latencyMs !== undefined) this.latencyMs = Math.max(0, control.latencyMs);
    if (control.answerDelayMs !== undefined) this.answers.set(control.answerDelayMs);
    this.failures.set(control);
  }

  /** Back to the seeds and the start-up settings; queued messages are dropped. */
  reset(): void {
    this.stopTimers();
    for (const [key, s] of Object.entries(this.state.systems)) this.issued.set(key, { nextCourse: s.nextCourse, nextClass: s.nextClass });
    this.state = { nextTicket: 1, systems: {} };
    this.latencyMs = this.defaultLatencyMs;
    this.answers.set(0);
    this.failures.set({ failureMode: 'none' });
    this.persistence.save(this.state);
  }

  snapshot(): SandboxState {
    return structuredClone(this.state);
  }

  async close(): Promise<void> {
    this.answers.releaseAll();
    this.stopTimers();
    await this.persistence.flush();
  }

  private refuseIfDown(): void {
    if (this.failures.take('http-error')) {
      throw new SandboxError(503, 'The LMS is temporarily unavailable (simulated outage); try again later');
    }
  }

  /** The ticket a submit with this Idempotency-Key already got, while the LMS remembers it. */
  private replay(dialect: Dialect, tenant: string, key: string | undefined): TicketView | undefined {
    const id = key ? this.system(dialect, tenant).idempotency?.[key] : undefined;
    return id ? this.ticket(dialect, tenant, id) : undefined;
  }

  private enqueue(dialect: Dialect, tenant: string, bodies: MessageBody[], key: string | undefined): TicketView {
    const system = this.system(dialect, tenant);
    const ticket: TicketRecord = {
      id: `${ID_PREFIX[dialect]}-REQ-${pad6(this.state.nextTicket++)}`,
      createdAt: new Date().toISOString(),
      simulateFailure: this.failures.take('process-error'),
      messages: bodies.map((body) => ({ body, state: 'pending' })),
      objectId: null,
    };
    system.tickets[ticket.id] = ticket;
    if (key) system.idempotency = { ...system.idempotency, [key]: ticket.id };
    forgetOldTickets(system);
    this.persistence.save(this.state);
    this.schedule(system, ticket);
    return view(ticket);
  }

  private schedule(system: LmsSystem, ticket: TicketRecord): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const message = ticket.messages.find((m) => m.state === 'pending');
      if (!message) return;
      try {
        ticket.objectId = applyMessage(system, message, ticket.simulateFailure, new Date().toISOString()) ?? ticket.objectId;
        message.state = 'processed';
      } catch (error) {
        message.state = 'failed';
        message.error = error instanceof Error ? error.message : String(error);
      }
      this.persistence.save(this.state);
      if (pendingCount(ticket) > 0) this.schedule(system, ticket);
    }, this.latencyMs);
    this.timers.add(timer);
  }

  private stopTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

const pendingCount = (ticket: TicketRecord) => ticket.messages.filter((m) => m.state === 'pending').length;

function view(ticket: TicketRecord): TicketView {
  const pending = pendingCount(ticket);
  const errors = ticket.messages.flatMap((m) => (m.error ? [m.error] : []));
  const total = ticket.messages.length;
  const state = pending === total ? 'queued' : pending > 0 ? 'running' : errors.length > 0 ? 'failed' : 'done';
  return { id: ticket.id, state, total, pending, processed: total - pending, errors, objectId: ticket.objectId };
}

function forgetOldTickets(system: LmsSystem): void {
  const ids = Object.keys(system.tickets);
  for (const id of ids.slice(0, Math.max(0, ids.length - KEEP_TICKETS))) {
    if (system.tickets[id] && pendingCount(system.tickets[id]) === 0) delete system.tickets[id];
  }
  for (const [key, id] of Object.entries(system.idempotency ?? {})) if (!system.tickets[id]) delete system.idempotency?.[key];
}
