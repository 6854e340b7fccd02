import type { AoaStepKey, StepRegistry } from '@cpe/contract';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import type { AoaStepComponent } from './step-props.ts';

/**
 * The AOA steps by their key (GET /aoa/{id} steps[].key), each its own chunk. Every step
 * the contract declares (AOA_STEP_LIST) has its screen here, or this does not compile.
 */
const REGISTRY = {
  verification: lazyScreen(() => import('../verification/VerificationStep.tsx')),
  attendance: lazyScreen(() => import('../attendance/AttendanceStep.tsx')),
  confirmation: lazyScreen(() => import('../confirmation/ConfirmationStep.tsx')),
  approval: lazyScreen(() => import('../approval/ApprovalStep.tsx')),
  audit: lazyScreen(() => import('../audit/AoaAuditStep.tsx')),
} satisfies StepRegistry<AoaStepKey, AoaStepComponent>;

export const AOA_STEPS: Readonly<Partial<Record<string, AoaStepComponent>>> = REGISTRY;
