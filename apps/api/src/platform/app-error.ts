import type { ErrorBody, ErrorCode } from '@cpe/contract';

/** The one error type of the API: an HTTP status, a stable code and a message for people. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Pick<ErrorBody, 'sqlMessage' | 'errors'> = {},
  ) {
    super(message);
  }
  toBody(): ErrorBody {
    return { message: this.message, code: this.code, ...this.extra };
  }
}
