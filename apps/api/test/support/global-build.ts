/**
 * Vitest globalSetup of the API project, before any test file: the compiled server
 * (apps/api/dist, what `npm start` runs) built when it is missing or older than its sources
 * (scripts/build-if-stale.mjs). The tests that start the server in processes of their own run it
 * (child-server.ts): a start through tsx compiles the TypeScript again, about 3 CPU-s a process
 * against 1 (ADR 0066).
 */
import { buildIfStale } from '../../../../scripts/build-if-stale.mjs';

export default function buildServer(): void {
  buildIfStale({ only: ['server'] });
}
