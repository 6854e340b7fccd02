import { lazyScreen } from '../../../lib/lazy-screen.ts';
import type { ClassStepComponent } from './step-props.ts';

/**
 * The class steps by their key (GET /class/{id} steps[].step), each its own chunk. The
 * roster step belongs to the roster feature (features/classes/roster).
 */
export const CLASS_STEPS: Readonly<Record<string, ClassStepComponent>> = {
  details: lazyScreen(() => import('../details/ClassDetailsStep.tsx')),
  agenda: lazyScreen(() => import('../agenda/ClassAgendaStep.tsx')),
  contacts: lazyScreen(() => import('../contacts/ContactsStep.tsx')),
  roster: lazyScreen(() => import('../roster/RosterStep.tsx')),
  credits: lazyScreen(() => import('../credits/CreditSummaryStep.tsx')),
  documentation: lazyScreen(() => import('../documentation/ClassDocumentsStep.tsx')),
  background: lazyScreen(() => import('../background/BackgroundStep.tsx')),
  approval: lazyScreen(() => import('../approval/ClassApprovalStep.tsx')),
  audit: lazyScreen(() => import('../audit/ClassAuditStep.tsx')),
};
