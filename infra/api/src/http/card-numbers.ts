import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { BILLING_API_TEXTS } from '@floorhire/domain-billing';
import { HttpError } from './errors';

// Card numbers never belong to this API once a card provider takes them in the browser (ADR 265):
// in provider mode every /v4 request carrying one is refused before any route, database or log
// sees it, and in every mode the request log never writes one.

// A run of 14-19 digits (spaces or dashes between them allowed) starting as card networks do
// (2-6), standing alone (not inside an id such as pm_…). 13 digits are left out on purpose:
// millisecond timestamps are 13 digits.
const CANDIDATE = /(?<![\w])[2-6](?:[ -]?\d){13,18}(?![\w])/gu;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const isCardNumber = (match: string) => luhn(match.replace(/\D/gu, ''));

export function containsCardNumber(text: string): boolean {
  for (const match of text.matchAll(CANDIDATE)) if (isCardNumber(match[0])) return true;
  return false;
}

export function redactCardNumbers(text: string): string {
  return text.replace(CANDIDATE, (match) => (isCardNumber(match) ? '[card number removed]' : match));
}

/** The body as it arrived (kept by the JSON parser of the /v4 scope), or its parsed form. */
function bodyText(req: FastifyRequest): string {
  const raw = (req as FastifyRequest & { rawBody?: string }).rawBody;
  if (typeof raw === 'string') return raw;
  if (req.body === undefined || req.body === null) return '';
  return typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
}

/** Provider mode: 400 CardNumberRefused for any request whose address or body holds a card number. */
export function refuseCardNumbers(scope: FastifyInstance): void {
  scope.addHook('preValidation', async (req) => {
    if (containsCardNumber(decodeURIComponent(req.url)) || containsCardNumber(bodyText(req))) {
      throw new HttpError(400, BILLING_API_TEXTS.cardNumberRefused, 'CardNumberRefused');
    }
  });
}

/**
 * Keeps each JSON body's exact text on the request (req.rawBody) and parses it with Fastify's
 * own (prototype-poisoning safe) parser: webhook signatures are computed over the exact bytes.
 */
export function keepRawJsonBody(scope: FastifyInstance): void {
  const parse = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    (req as FastifyRequest & { rawBody?: string }).rawBody = body as string;
    parse(req, body as string, done);
  });
}

/** The API's logger: the request line and error messages never carry a card number. */
export function loggerOptions(logger: boolean | string | undefined): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return {
    level: typeof logger === 'string' ? logger : 'info',
    serializers: {
      req: (req: { method?: string; url?: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) => ({
        method: req.method,
        url: redactCardNumbers(req.url ?? ''),
        hostname: req.hostname,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
      err: (err: Error & { statusCode?: number; code?: string }) => ({
        type: err.name,
        message: redactCardNumbers(err.message ?? ''),
        stack: redactCardNumbers(err.stack ?? ''),
        ...(err.statusCode ? { statusCode: err.statusCode } : {}),
        ...(err.code ? { code: err.code } : {}),
      }),
    },
  };
}
