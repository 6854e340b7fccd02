/** GET /agendas/cpe-info answers for the CPE steps' tests. */
export function makeCpeInfo(over: Record<string, unknown> = {}) {
  return {
    credit_increment: 0.2,
    prerequisites: null,
    polling_events: 3,
    self_study_words: null,
    self_study_media_minutes: null,
    self_study_review_questions: null,
    prerequisites_required: false,
    polling_events_required: 6,
    engagement_measures: [
      { id: 1, name: 'Polling questions', selected: true },
      { id: 2, name: 'Chat participation', selected: false },
    ],
    credits: {
      kind: 'group',
      minutes: 100,
      total: 2,
      minimum: 1,
      increment: 0.2,
      byField: [
        { field_of_study_id: 20, name: 'Taxes', minutes: 60, credits: 1.2 },
        { field_of_study_id: 1, name: 'Accounting', minutes: 40, credits: 0.8 },
      ],
    },
    qualifications: [{ id: 1, qualification_id: 5, name: 'State Board of Accountancy', state_id: 33, state: 'New York' }],
    ...over,
  };
}
