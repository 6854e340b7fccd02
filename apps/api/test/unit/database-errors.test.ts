import { MESSAGES } from '@cpe/contract';
import { describe, expect, it } from 'vitest';
import { toAppError } from '../../src/platform/errors.ts';

/**
 * How the API answers the database's errors, as PostgreSQL and the drivers raise them: the
 * body never carries the database's own text, which names tables, constraints and values;
 * only a message raised for people is kept (attendance and code-expiry screens show it).
 */
const pgError = (code: string, message: string, extra: object = {}) => Object.assign(new Error(message), { code, ...extra });

describe('database errors caused by input', () => {
  it.each([
    ['23505', 'duplicate key value violates unique constraint "persons_username_key"', 409],
    [
      '23503',
      'insert or update on table "content_reviews" violates foreign key constraint "content_reviews_tenant_id_reviewer_id_fkey"',
      409,
    ],
    ['22008', 'date/time field value out of range: "2026-02-30"', 400],
    ['22P02', 'invalid input syntax for type integer: "1.5"', 400],
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00', 400],
    ['23514', 'new row for relation "documents" violates check constraint "documents_doc_name_check"', 400],
    ['23502', 'null value in column "title" of relation "courses" violates not-null constraint', 400],
  ])('%s keeps its status and drops the SQL text', (code, message, status) => {
    const answer = toAppError(pgError(code, message, { constraint: 'some_constraint', table: 'some_table' }));
    expect(answer?.status).toBe(status);
    const body = answer?.toBody();
    expect(body).not.toHaveProperty('sqlMessage');
    expect(JSON.stringify(body)).not.toContain(message);
    expect(JSON.stringify(body)).not.toMatch(/constraint|relation|some_table/);
  });

  it('keeps a message raised for people (RAISE EXCEPTION, P0001) as the message and sqlMessage', () => {
    const answer = toAppError(pgError('P0001', 'Attendance is locked for certified classes'));
    expect(answer?.toBody()).toEqual({
      message: 'Attendance is locked for certified classes',
      code: 'VALIDATION',
      sqlMessage: 'Attendance is locked for certified classes',
    });
  });

  it('leaves other database errors to the 500 of an unknown fault', () => {
    expect(toAppError(pgError('42P01', 'relation "nope" does not exist'))).toBeNull();
    expect(toAppError(pgError('25006', 'cannot execute INSERT in a read-only transaction'))).toBeNull();
  });
});

describe('a database out of reach', () => {
  it.each([
    pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
    pgError('57P01', 'terminating connection due to administrator command'),
    pgError('57P03', 'the database system is starting up'),
    pgError('53300', 'sorry, too many clients already'),
    pgError('08006', 'connection failure'),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    new Error('PGlite is closed'),
  ])('%s is 503 UNAVAILABLE', (error) => {
    expect(toAppError(error)?.toBody()).toEqual({ message: MESSAGES.serviceUnavailable, code: 'UNAVAILABLE' });
    expect(toAppError(error)?.status).toBe(503);
  });
});
