/**
 * People: persons, search, adding and importing, roles, merging, documents, transcripts, jurisdictions, and their policies.
 * The domain's public entry: another domain imports it only through this file, and its routes/ reach the package through endpoints.ts and calls.ts.
 */
export * from './policy/grant-ceiling.ts';
export * from './policy/person-policy.ts';
export * from './policy/role-policy.ts';
export * from './policy/user-search-policy.ts';
export * from './rules/credit-requirement.ts';
export * from './rules/import-rows.ts';
export * from './rules/person-merge-rules.ts';
export * from './rules/person-steps.ts';
export * from './rules/transcript-totals.ts';
export * from './schemas/jurisdictions.ts';
export * from './schemas/person-documents.ts';
export * from './schemas/person-merge.ts';
export * from './schemas/person-transcripts.ts';
export * from './schemas/persons.ts';
export * from './schemas/roles.ts';
export * from './schemas/transcripts.ts';
export * from './schemas/user-admin.ts';
export * from './schemas/user-administration.ts';
