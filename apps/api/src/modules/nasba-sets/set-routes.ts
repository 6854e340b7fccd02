import { endpoints, NASBA_SET_MESSAGES, type NasbaSetSummary } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { loadSet, nasbaQuestionsPage, saveSetHeader } from './set-store.ts';

export const listNasbaSets = defineRoute(endpoints.listNasbaSets, {
  summary: 'The NASBA question sets: which offering types answer each, its current version and number of questions asked',
  tags: ['nasba questions'],
  auth: nasbaQuestionsPage(),
  async handler({ tx }) {
    const { rows } = await tx.query<NasbaSetSummary>(
      `SELECT s.id, s.name, s.offering_kinds, s.is_default, s.current_version,
              (SELECT count(*)::int FROM nasba_question_set_items i
                WHERE i.set_id = s.id AND i.version = s.current_version AND i.is_active) AS question_count
         FROM nasba_question_sets s ORDER BY s.is_default DESC, lower(s.name), s.id`,
    );
    return rows;
  },
});

export const createNasbaSet = defineRoute(endpoints.createNasbaSet, {
  summary: 'A new NASBA question set, with an empty version 1',
  tags: ['nasba questions'],
  auth: nasbaQuestionsPage(),
  async handler({ body, tx, me, now }) {
    await saveSetHeader(tx, body, 0);
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO nasba_question_sets (name, offering_kinds) VALUES ($1, $2::text[]) RETURNING id',
      [body.name, body.offering_kinds],
    );
    const id = (rows[0] as { id: number }).id;
    await tx.query('INSERT INTO nasba_question_set_versions (set_id, version, published_at, published_by) VALUES ($1, 1, $2, $3)', [
      id,
      now,
      me().personId,
    ]);
    return { id, message: NASBA_SET_MESSAGES.created };
  },
});

export const updateNasbaSet = defineRoute(endpoints.updateNasbaSet, {
  summary: "Rename a NASBA question set or change which offering types answer it (the default set's role stays)",
  tags: ['nasba questions'],
  auth: nasbaQuestionsPage(),
  async handler({ params, body, tx }) {
    await loadSet(tx, params.id, true);
    await saveSetHeader(tx, body, params.id);
    await tx.query('UPDATE nasba_question_sets SET name = $1, offering_kinds = $2::text[] WHERE id = $3', [
      body.name,
      body.offering_kinds,
      params.id,
    ]);
    return { message: NASBA_SET_MESSAGES.updated };
  },
});

export const getNasbaSet = defineRoute(endpoints.getNasbaSet, {
  summary: "A NASBA question set: its current version's questions in order (asked or not) and its versions",
  tags: ['nasba questions'],
  auth: nasbaQuestionsPage(),
  async handler({ params, tx }) {
    const set = await loadSet(tx, params.id);
    const questions = await tx.query<{ question_id: number; question: string; is_required: boolean; is_active: boolean }>(
      `SELECT q.id AS question_id, q.question, i.is_required, i.is_active
         FROM nasba_question_set_items i JOIN nasba_questions q ON q.id = i.question_id
        WHERE i.set_id = $1 AND i.version = $2 ORDER BY i.sort_order, q.id`,
      [set.id, set.current_version],
    );
    const versions = await tx.query<{ version: number; published_at: Date; published_by: string | null; question_count: number }>(
      `SELECT v.version, v.published_at, p.name_primary_first || ' ' || p.name_primary_last AS published_by,
              (SELECT count(*)::int FROM nasba_question_set_items i WHERE i.set_id = v.set_id AND i.version = v.version AND i.is_active) AS question_count
         FROM nasba_question_set_versions v LEFT JOIN persons p ON p.id = v.published_by
        WHERE v.set_id = $1 ORDER BY v.version DESC`,
      [set.id],
    );
    return {
      ...set,
      question_count: questions.rows.filter((q) => q.is_active).length,
      questions: questions.rows,
      versions: versions.rows.map((v) => ({ ...v, published_at: new Date(v.published_at).toISOString() })),
    };
  },
});
