import { AOA_RECORD, type AoaResponse } from '@cpe/contract';
import type { RecordStep } from '../../../components/record-workspace/record-steps.ts';

export { AOA_RECORD };

/** The AOA's steps in the kit's words: enabled as the server's AOA step rules say (GET /aoa/{id} steps). */
export const aoaSteps = (steps: AoaResponse['steps']): RecordStep[] =>
  steps.map((s) => ({ key: s.key, title: s.title, path: s.path, state: s.enabled ? 'enabled' : 'disabled' }));

/** Where the record's main route goes: its first enabled step (Verification once a class is linked). */
export function firstEnabledStep(steps: AoaResponse['steps']): string | null {
  return steps.find((s) => s.enabled)?.path ?? null;
}
