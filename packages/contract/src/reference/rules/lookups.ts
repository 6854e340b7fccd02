/**
 * Reference lookups whose ids the seed pins (apps/api/src/seed/reference-data.ts).
 * Course rules name some of them (signoff codes by delivery method, Content Review
 * for Training Hours, prerequisites for Intermediate and above), so the ids are
 * part of the contract and both sides read them from here.
 */
export const DELIVERY_METHOD_IDS = {
  groupInternet: 1,
  groupLive: 2,
  groupLiveAndInternet: 3,
  qasSelfStudy: 4,
  nanoLearning: 5,
  interactiveSelfStudy: 6,
  notApplicable: 7,
} as const;
export type DeliveryMethodId = (typeof DELIVERY_METHOD_IDS)[keyof typeof DELIVERY_METHOD_IDS];

export const DELIVERY_METHOD_NAMES: Readonly<Record<DeliveryMethodId, string>> = {
  1: 'Group Internet-Based',
  2: 'Group Live',
  3: 'Group Live & Group Internet',
  4: 'QAS Self Study',
  5: 'Nano Learning',
  6: 'Interactive Self Study',
  7: 'Not Applicable',
};

export const AGENDA_TYPE_IDS = { usCpe: 1, trainingHours: 2, nonCpe: 3 } as const;
export type AgendaTypeId = (typeof AGENDA_TYPE_IDS)[keyof typeof AGENDA_TYPE_IDS];

export const AGENDA_TYPE_NAMES: Readonly<Record<AgendaTypeId, string>> = {
  1: 'US-CPE',
  2: 'Training Hours',
  3: 'Non-CPE',
};

export const KNOWLEDGE_LEVEL_IDS = { basic: 1, intermediate: 2, advanced: 3, update: 4, overview: 5 } as const;
export type KnowledgeLevelId = (typeof KNOWLEDGE_LEVEL_IDS)[keyof typeof KNOWLEDGE_LEVEL_IDS];

export const KNOWLEDGE_LEVEL_NAMES: Readonly<Record<KnowledgeLevelId, string>> = {
  1: 'Basic',
  2: 'Intermediate',
  3: 'Advanced',
  4: 'Update',
  5: 'Overview',
};

/** Group programs: one credit minimum, then fifths or halves (NASBA S1-04 / S13). */
export const GROUP_DELIVERY_METHOD_IDS: readonly number[] = [
  DELIVERY_METHOD_IDS.groupInternet,
  DELIVERY_METHOD_IDS.groupLive,
  DELIVERY_METHOD_IDS.groupLiveAndInternet,
];

/** NASBA asks for prerequisites in detail at these knowledge levels (Standard No. 3). */
export const PREREQUISITE_KNOWLEDGE_LEVEL_IDS: readonly number[] = [
  KNOWLEDGE_LEVEL_IDS.intermediate,
  KNOWLEDGE_LEVEL_IDS.advanced,
  KNOWLEDGE_LEVEL_IDS.update,
];
