import type { ExternalCpeStepKey, StepRegistry } from '@cpe/contract';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import type { EcpStepComponent } from './step-props.ts';

/** The request's steps by their declared key (GET /requests/ext-cpe/{id} steps[].key), each its own chunk. */
const REGISTRY = {
  details: lazyScreen(() => import('../details/RequestDetailsStep.tsx')),
  info: lazyScreen(() => import('../sponsor/SponsorStep.tsx')),
  awards: lazyScreen(() => import('../awards/AwardsStep.tsx')),
  documentation: lazyScreen(() => import('../documentation/EcpDocumentsStep.tsx')),
  nasba: lazyScreen(() => import('../nasba/EcpNasbaStep.tsx')),
  approvals: lazyScreen(() => import('../approvals/ApprovalsStep.tsx')),
  history: lazyScreen(() => import('../history/HistoryStep.tsx')),
  audit: lazyScreen(() => import('../audit/EcpAuditStep.tsx')),
} satisfies StepRegistry<ExternalCpeStepKey, EcpStepComponent>;

export const ECP_STEPS: Readonly<Partial<Record<string, EcpStepComponent>>> = REGISTRY;
