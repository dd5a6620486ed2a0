/** A problem with a whole file (format, encoding, size, columns): the file is refused, nothing written. */
export class ImportFileError extends Error {
  constructor(
    message: string,
    /** The column the problem is about, when there is one. */
    readonly column: string = '',
  ) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** A file that is not a data table at all (e.g. a JSON document without records): skipped in a directory. */
export class NotTabularError extends ImportFileError {}
