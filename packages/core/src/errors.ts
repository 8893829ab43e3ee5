// A refusal the user can read: operations throw it before changing anything, the builder toasts
// its message.
export class OperationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperationError';
  }
}
