// The web app's API layer: one import for screens and for the collaboration client.
export { api, getAccessToken, refreshAccessToken, socketToken, type HttpMethod } from './client.ts';
export {
  ApiError,
  DEFAULT_ERROR_TOAST,
  errorMessage,
  firstMessage,
  isApiError,
  toastError,
} from './errors.ts';
export { endSession, setSessionNavigator, LOGIN_PATH } from './session.ts';
export { hasSession, readStoredUser, type StoredUser } from './storage.ts';
