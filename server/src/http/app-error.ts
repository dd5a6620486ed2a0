/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: number;
  /** HTTP status for transport-level refusals (429 and the like); business errors stay 200. */
  readonly httpStatus: number;

  constructor(error: { code: number; msg: string }, httpStatus = 200) {
    super(error.msg);
    this.name = 'AppError';
    this.code = error.code;
    this.httpStatus = httpStatus;
  }
}
