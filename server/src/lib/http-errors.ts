import { messages } from '@tintero/domain';

/** An error the API answers with its own status and Spanish message (DESIGN §4). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { code?: string; errors?: Record<string, string[]> } = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string = messages.http.notFound) => new HttpError(404, message);
export const forbidden = (message: string = messages.http.forbidden) => new HttpError(403, message);
export const unauthorized = (message: string = messages.http.unauthorized) => new HttpError(401, message);
/** 409: the record's state forbids the operation; `code` names the rule. */
export const conflict = (code: string, message: string = messages.http.conflict) => new HttpError(409, message, { code });
/** 422 with field errors, the shape forms map onto their inputs. */
export const unprocessable = (errors: Record<string, string[]>, message: string = messages.http.validation) =>
  new HttpError(422, message, { errors });
export const fieldError = (field: string, message: string) => unprocessable({ [field]: [message] });
