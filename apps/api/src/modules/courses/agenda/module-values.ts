import type { ModuleInput } from '@cpe/contract';

export const MODULE_COLUMNS =
  'title, description, module_type_id, knowledge_level_id, start_time, end_time, is_credit_qualified, developer_id';

/** The module columns' values, in MODULE_COLUMNS order. */
export const moduleValues = (b: ModuleInput) => [
  b.title,
  b.description ?? null,
  b.module_type_id ?? null,
  b.knowledge_level_id ?? null,
  b.start_time,
  b.end_time,
  b.is_credit_qualified,
  b.developer_id ?? null,
];
