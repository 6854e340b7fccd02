/**
 * The query key everything about one person lives under (GET /person/profile/{id} and its
 * pages). A feature that changes a person (their roles) invalidates it without importing
 * the people feature, which owns the queries.
 */
export const personRecordKey = (id: number) => ['person', id] as const;
