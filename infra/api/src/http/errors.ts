import { API_ERROR_TYPES, API_ERRORS } from '@floorhire/rules';

/** An error that becomes the one JSON error body: { message, statusCode, error?, field? }. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorType?: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, API_ERROR_TYPES.validation, field);
export const unauthorized = (message: string = API_ERRORS.tokenAuthentication) => new HttpError(401, message, API_ERROR_TYPES.unauthorized);
export const forbidden = (message: string = API_ERRORS.forbidden) => new HttpError(403, message, API_ERROR_TYPES.forbidden);
export const notFound = (message: string = API_ERRORS.notFound, errorType: string = API_ERROR_TYPES.notFound) => new HttpError(404, message, errorType);
export const conflict = (message: string = API_ERRORS.conflict, errorType: string = API_ERROR_TYPES.conflict) => new HttpError(409, message, errorType);
export const unprocessable = (message: string, field?: string) => new HttpError(422, message, API_ERROR_TYPES.validation, field);
export const tooManyRequests = () => new HttpError(429, API_ERRORS.tooManyRequests, API_ERROR_TYPES.tooManyRequests);
