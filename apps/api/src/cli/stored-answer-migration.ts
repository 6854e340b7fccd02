/**
 * `npm run -w @cpe/api db:stored-answers`: writes the next migration of the stored answers'
 * freshness triggers when the declarations changed (ADR 0062), else says they are current.
 */
import { writeFreshnessMigration } from '../platform/stored-answers/freshness-migration.ts';
import { STORED_ANSWERS } from './stored-answers.ts';

const written = await writeFreshnessMigration(STORED_ANSWERS);
console.log(written ? `Written: migrations/${written}` : 'The stored answers’ triggers are current.');
