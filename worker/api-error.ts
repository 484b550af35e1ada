import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Codes the BFF answers with; the envelope is { error: { code, message, requestId } }. */
export const API_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/** An error a caller can act on; its message is safe to show. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }

  get status(): ContentfulStatusCode {
    return API_ERROR_STATUS[this.code];
  }
}

export interface ErrorEnvelope {
  error: { code: string; message: string; requestId: string };
}

export function errorEnvelope(code: string, message: string, requestId: string): ErrorEnvelope {
  return { error: { code, message, requestId } };
}
