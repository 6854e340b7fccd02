import type { ClassStepKey, StepRegistry } from '@cpe/contract';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import type { ClassStepComponent } from './step-props.ts';

/**
 * The class steps by their key (GET /class/{id} steps[].step), each its own chunk. The
 * roster step belongs to the roster feature (features/classes/roster). Every step the
 * contract declares (CLASS_STEP_LIST) has its screen here, or this does not compile.
 */
const REGISTRY = {
  details: lazyScreen(() => import('../details/ClassDetailsStep.tsx')),
  agenda: lazyScreen(() => import('../agenda/ClassAgendaStep.tsx')),
  contacts: lazyScreen(() => import('../contacts/ContactsStep.tsx')),
  roster: lazyScreen(() => import('../roster/RosterStep.tsx')),
  credits: lazyScreen(() => import('../credits/CreditSummaryStep.tsx')),
  documentation: lazyScreen(() => import('../documentation/ClassDocumentsStep.tsx')),
  background: lazyScreen(() => import('../background/BackgroundStep.tsx')),
  approval: lazyScreen(() => import('../approval/ClassApprovalStep.tsx')),
  audit: lazyScreen(() => import('../audit/ClassAuditStep.tsx')),
} satisfies StepRegistry<ClassStepKey, ClassStepComponent>;

/** Looked up by the step key the server sends; a key no step declares has no screen. */
export const CLASS_STEPS: Readonly<Partial<Record<string, ClassStepComponent>>> = REGISTRY;
