import {
  type AgendaModule,
  allocationsAddUp,
  isValidTimeRange,
  MESSAGES,
  MODULE_MESSAGES,
  type moduleBody,
  namesAFieldTwice,
  timeToMinutes,
} from '@cpe/contract';
import { z } from 'zod';
import { hhmm } from './agenda-model.ts';

/**
 * The add/edit module form. Selects hold strings ('' is none) and are turned into the
 * contract's moduleBody on submit; the server checks the same rules again.
 */
const M = MODULE_MESSAGES;

const time = z.string().min(1, MESSAGES.required);
const PERCENT = /^(100|[1-9]\d?)$/;

export const moduleFormSchema = z
  .object({
    title: z.string().trim().min(1, MESSAGES.required).max(300),
    module_type_id: z.string(),
    knowledge_level_id: z.string(),
    start_time: time,
    end_time: time,
    is_credit_qualified: z.boolean(),
    developer_id: z.number().nullable(),
    instructor_ids: z.array(z.number()),
    // Checked in superRefine, and only for a credit-qualified module.
    allocations: z.array(z.object({ field_of_study_id: z.string(), percent: z.string() })),
  })
  .superRefine((form, ctx) => {
    if (form.start_time && form.end_time && !isValidTimeRange(form.start_time, form.end_time)) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: M.endAfterStart });
    }
    if (form.is_credit_qualified) {
      form.allocations.forEach((a, i) => {
        if (!a.field_of_study_id)
          ctx.addIssue({ code: 'custom', path: ['allocations', i, 'field_of_study_id'], message: MESSAGES.required });
        if (!a.percent) ctx.addIssue({ code: 'custom', path: ['allocations', i, 'percent'], message: MESSAGES.required });
        else if (!PERCENT.test(a.percent)) ctx.addIssue({ code: 'custom', path: ['allocations', i, 'percent'], message: M.percent });
      });
    }
    // A module that earns no credit (a lunch, a break) has no field of study to ask for.
    if (!form.is_credit_qualified) return;
    // Fields not chosen yet are reported beside their select above, not as a repeat.
    if (namesAFieldTwice(form.allocations.filter((a) => a.field_of_study_id !== '')))
      ctx.addIssue({ code: 'custom', path: ['allocations'], message: M.fieldTwice });
    if (!allocationsAddUp(form.allocations.map((a) => ({ percent: Number(a.percent) || 0 }))))
      ctx.addIssue({ code: 'custom', path: ['allocations'], message: M.allocationsTotal });
    if (form.allocations.length === 0) ctx.addIssue({ code: 'custom', path: ['allocations'], message: M.allocationsNeeded });
  });

export type ModuleFormValues = z.infer<typeof moduleFormSchema>;
export type ModuleBody = z.input<typeof moduleBody>;

const idOrNull = (value: string) => (value === '' ? null : Number(value));

export function toModuleBody(form: ModuleFormValues, day: number): ModuleBody {
  return {
    title: form.title.trim(),
    day,
    module_type_id: idOrNull(form.module_type_id),
    knowledge_level_id: idOrNull(form.knowledge_level_id),
    start_time: form.start_time,
    end_time: form.end_time,
    is_credit_qualified: form.is_credit_qualified,
    developer_id: form.developer_id,
    allocations: form.is_credit_qualified
      ? form.allocations.map((a) => ({ field_of_study_id: Number(a.field_of_study_id), percent: Number(a.percent) }))
      : [],
    instructor_ids: form.instructor_ids,
  };
}

const plusMinutes = (time: string, minutes: number) => {
  const total = Math.min((timeToMinutes(time) ?? 0) + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** A new module starts when the day's last one ends (09:00 on a new day) and lasts one credit, 50 minutes. */
export function newModuleValues(dayModules: readonly AgendaModule[]): ModuleFormValues {
  const last = dayModules[dayModules.length - 1];
  const start = last ? hhmm(last.end_time) : '09:00';
  return {
    title: '',
    module_type_id: '',
    knowledge_level_id: '',
    start_time: start,
    end_time: plusMinutes(start, 50),
    is_credit_qualified: true,
    developer_id: null,
    instructor_ids: [],
    allocations: [{ field_of_study_id: '', percent: '100' }],
  };
}

export function moduleValues(module: AgendaModule): ModuleFormValues {
  const str = (id: number | null) => (id === null ? '' : String(id));
  return {
    title: module.title,
    module_type_id: str(module.module_type_id),
    knowledge_level_id: str(module.knowledge_level_id),
    start_time: hhmm(module.start_time),
    end_time: hhmm(module.end_time),
    is_credit_qualified: module.is_credit_qualified,
    developer_id: module.developer_id,
    instructor_ids: module.instructors.map((i) => i.person_id),
    allocations: module.allocations.map((a) => ({ field_of_study_id: String(a.field_of_study_id), percent: String(a.percent) })),
  };
}
