import { endpoints } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';

/** All lookups in one call: the screens' selects read them from here. */
export const lookups = defineRoute(endpoints.lookups, {
  summary: 'Delivery methods, agenda types, LMS types, knowledge levels, fields of study, timezones, states, countries',
  tags: ['reference data'],
  auth: allow.signedIn(),
  async handler({ tx }) {
    const { rows } = await tx.query<Record<string, unknown[] | null>>(
      `SELECT
        (SELECT json_agg(json_build_object('id', id, 'name', name) ORDER BY sort_order, id) FROM delivery_methods) AS "deliveryMethods",
        (SELECT json_agg(json_build_object('id', id, 'name', name) ORDER BY id) FROM agenda_types) AS "agendaTypes",
        (SELECT json_agg(json_build_object('id', id, 'name', name) ORDER BY id) FROM lms_types) AS "lmsTypes",
        (SELECT json_agg(json_build_object('id', id, 'name', name) ORDER BY id) FROM knowledge_levels) AS "knowledgeLevels",
        (SELECT json_agg(json_build_object('id', id, 'name', name, 'subject_short_name', subject_short_name) ORDER BY name) FROM fields_of_study) AS "fieldsOfStudy",
        (SELECT json_agg(json_build_object('id', id, 'name', name, 'timezone', timezone) ORDER BY id) FROM timezones) AS timezones,
        (SELECT json_agg(json_build_object('id', id, 'code', code, 'name', name, 'country_code', country_code) ORDER BY name) FROM states) AS states,
        (SELECT json_agg(json_build_object('id', id, 'code', code, 'name', name) ORDER BY name) FROM countries) AS countries`,
    );
    const row = rows[0] ?? {};
    const list = (key: string) => row[key] ?? [];
    return {
      deliveryMethods: list('deliveryMethods'),
      agendaTypes: list('agendaTypes'),
      lmsTypes: list('lmsTypes'),
      knowledgeLevels: list('knowledgeLevels'),
      fieldsOfStudy: list('fieldsOfStudy'),
      timezones: list('timezones'),
      states: list('states'),
      countries: list('countries'),
    } as never;
  },
});
