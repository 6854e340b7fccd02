import type { FeedbackItem } from '@cpe/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { LayoutKey } from '../../lib/routes/route-table.ts';
import type { HeaderItem } from '../record/HeaderValue.tsx';
import type { RecordStep } from './record-steps.ts';

/** A step screen as a registry holds it: lazy (its own chunk), so it can be preloaded. */
export type LazyStep<P> = ComponentType<P> & { preload(): void; settled?(): boolean; ready?(): Promise<unknown> };

/** What the record puts into its header strip: four main items, the rest expandable. */
export interface RecordHeader {
  items: readonly HeaderItem[];
  subheader?: readonly HeaderItem[];
  /** The status beside the layout's status caption (such as Class Agenda Status); leave it out for no caption. */
  status?: string | null;
}

/** What the current step's feedback section gets (its feedback section). */
export interface FeedbackSectionProps<R, F extends FeedbackItem = FeedbackItem> {
  id: number;
  record: R;
  step: RecordStep;
  feedback: readonly F[];
}

/**
 * Everything a record type declares for its workspace; RecordWorkspace does the rest
 * (docs/adding-a-record-type.md). R is the record as GET /{type}/{id} answers; P the
 * props its step screens take; F its feedback items.
 */
export interface RecordType<R, P extends object, F extends FeedbackItem = FeedbackItem> {
  /** The record in sentences: 'Course' → 'Course 7 was not found.', 'Loading course'. */
  noun: string;
  /** The record's main route in the route table ('course-id'); its steps are `${record}-${path}`. */
  record: string;
  /** The layout (lib/shell/layout-config.ts): drawer width (245/250/275), status caption, Search back link. */
  layout: LayoutKey;
  /** The loader: one query of the whole record, shared by the header and every step. */
  useRecord(id: number, enabled: boolean): UseQueryResult<R>;
  /** The id from the URL, or null for one the server could not hold (default: a positive int4). */
  parseId?(raw: string | undefined): number | null;
  /**
   * Where a route without an id goes, for types whose id is optional in the spec (external CPE
   * '/learner/cpe/details'): the screen that starts a new record, rather than 'not found'.
   */
  newRecordPath?: string;
  /** The top bar's item title. */
  title(record: R): string;
  header(record: R): RecordHeader;
  /** The record's steps with their states (page configuration, the step-enablement rules). */
  steps(record: R): readonly RecordStep[];
  /**
   * The step key at a subpage ('' for the main page), when the type knows it before the record
   * arrives: that step's chunk is then fetched alongside the record, not after it.
   */
  stepKeyAt?(sub: string): string | undefined;
  /** The step screens by step key (step-registry.ts); a key without a screen shows 'not available'. */
  stepScreens: Readonly<Partial<Record<string, LazyStep<P>>>>;
  /** The props of a step screen, e.g. { course }. */
  stepProps(record: R): P;
  /** Said on a step that is disabled or has no screen. */
  unavailableText(record: R): string;
  /** Buttons of the header strip, e.g. the LMS sync. */
  headerActions?(record: R, id: number): ReactNode;
  /** A line under the header strip that says where the record stands, e.g. the external CPE banner. */
  banner?(record: R, id: number): ReactNode;
  /** Buttons of the top bar, e.g. Review Summary. */
  topBarActions?(id: number): ReactNode;
  /** Reviewer feedback: the items that give the step icons, and the section shown above a step. */
  feedback?: {
    useFeedback(id: number, enabled: boolean): UseQueryResult<readonly F[]>;
    Section: ComponentType<FeedbackSectionProps<R, F>>;
  };
}
