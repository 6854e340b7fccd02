/**
 * Step enablement of an external CPE request (the header's can_access_… flags): the
 * server computes can_access_cpe_info, can_access_awards_page and can_access_entire_request
 * from the request and the caller, and the steps from the flags; screens never re-derive.
 */

import type { StepRegistry } from '../../platform/index.ts';
import type { EcpStatus } from './ecp-status.ts';
import { EXTERNAL_CPE_STEP_LIST, type ExternalCpeStepKey } from './external-cpe-steps.ts';

export interface EcpAccessFlags {
  can_access_cpe_info: boolean;
  can_access_awards_page: boolean;
  can_access_entire_request: boolean;
}

export interface EcpFlagFacts {
  request_status: EcpStatus;
  /** Request Details has a program title and a completion date. */
  detailsComplete: boolean;
  /** Sponsor Information has a sponsor name. */
  sponsorComplete: boolean;
  /** The caller is staff (sees every request). */
  staff: boolean;
}

/**
 * The learner works through the request in order: the sponsor once the program is named and
 * dated, the awards once the sponsor is named. A request out of Draft/Reopened, or a staff
 * caller, has the whole request open (to read; editing is the policy's).
 */
export function ecpAccessFlags(f: EcpFlagFacts): EcpAccessFlags {
  const entire = f.staff || !(f.request_status === 'Draft' || f.request_status === 'Reopened');
  const info = entire || f.detailsComplete;
  return {
    can_access_cpe_info: info,
    can_access_awards_page: entire || (info && f.sponsorComplete),
    can_access_entire_request: entire,
  };
}

const STEP_RULE: StepRegistry<ExternalCpeStepKey, (f: EcpAccessFlags) => boolean> = {
  details: () => true,
  info: (f) => f.can_access_cpe_info,
  awards: (f) => f.can_access_awards_page,
  documentation: () => true,
  nasba: () => true,
  approvals: () => true,
  history: () => true,
  audit: () => true,
};

export interface EcpStep {
  key: ExternalCpeStepKey;
  title: string;
  path: string;
  enabled: boolean;
}

/** The steps in menu order; can_access_entire_request enables all of them. */
export function ecpSteps(flags: EcpAccessFlags): EcpStep[] {
  return EXTERNAL_CPE_STEP_LIST.map((s) => ({
    key: s.key,
    title: s.title,
    path: s.path,
    enabled: flags.can_access_entire_request || STEP_RULE[s.key](flags),
  }));
}
