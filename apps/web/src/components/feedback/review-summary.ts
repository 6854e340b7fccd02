import { type FeedbackItem, feedbackBySection } from '@cpe/contract';
import { formatFeedbackDate } from '../../lib/dates.ts';

/** One feedback item as the Review Summary shows it; dates in the feedback format MM-DD-YYYY. */
export interface SummaryItem {
  id: number | undefined;
  note: string;
  field: string | null;
  submitter: string;
  submittedOn: string;
  resolved: boolean;
  resolver: string | null;
  resolvedOn: string | null;
  resolutionNote: string | null;
}

export interface SummarySection {
  section: string;
  items: SummaryItem[];
}

/** Every feedback item of the record, grouped by the feedback sections in their order; empty sections are left out. */
export function reviewSummary(items: readonly FeedbackItem[], timezone?: string): SummarySection[] {
  return feedbackBySection(items).map(({ section, items: inSection }) => ({
    section,
    items: inSection.map((item) => ({
      id: item.id,
      note: item.feedback_note ?? '',
      field: item.field_identifier || null,
      submitter: item.Submitter ?? '',
      submittedOn: formatFeedbackDate(item.feedback_on, timezone),
      resolved: Boolean(item.is_resolved),
      resolver: item.is_resolved ? (item.Resolver ?? null) : null,
      resolvedOn: item.is_resolved ? formatFeedbackDate(item.resolved_on, timezone) || null : null,
      resolutionNote: item.is_resolved ? (item.resolution_note ?? null) : null,
    })),
  }));
}
