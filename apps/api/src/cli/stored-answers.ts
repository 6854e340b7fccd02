import { rosterAnswer } from '../modules/classes/index.ts';
import { courseAnswer } from '../modules/courses/index.ts';
import type { StoredAnswer } from '../platform/stored-answers/declaration.ts';

/**
 * Every stored answer (ADR 0062), in the order their SQL is generated. A new stored answer is
 * one line here, next to its declaration; `npm run -w @cpe/api db:stored-answers` then writes
 * the migration of its triggers.
 */
export const STORED_ANSWERS: readonly StoredAnswer[] = [rosterAnswer, courseAnswer];
