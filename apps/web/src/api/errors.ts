// The error every API call throws, and the default way to show one (SPEC §8: 'Default toast:
// server message, else 'Something went wrong !!!'').
import { toast } from 'sonner';

export const DEFAULT_ERROR_TOAST = 'Something went wrong !!!';

/** A non-2xx answer from the API, with the server's first message. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The first message of a `{message}` body, whether the server sent a string or a list. */
export function firstMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body as { message: unknown };
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message)) {
    const first: unknown = message[0];
    if (typeof first === 'string' && first.trim()) return first;
  }
  return undefined;
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The server's message for an API error, else the fallback (network failures, bugs). */
export function errorMessage(error: unknown, fallback = DEFAULT_ERROR_TOAST): string {
  if (isApiError(error) && error.message) return error.message;
  return fallback;
}

export function toastError(error: unknown, fallback = DEFAULT_ERROR_TOAST): void {
  toast.error(errorMessage(error, fallback));
}
