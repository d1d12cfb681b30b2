/**
 * Structured logs (pino). Bodies are never logged; query strings (signed upload URLs) are dropped;
 * personal data that might still reach a log line is redacted by path.
 */
import type { FastifyServerOptions } from 'fastify';

const PERSONAL_FIELDS = [
  'email',
  'to',
  'cc',
  'bcc',
  'firstName',
  'lastName',
  'phone',
  'contactNumber',
  'whatsappNumber',
  'aadharCardNumber',
  'aadhaar',
  'address',
  'currentSalary',
  'expectedSalary',
  'CND_NM_TX',
  'CND_EMAIL_ID',
  'CND_PRIM_PH_NUM',
  'CND_WHATSAPP_PH_NUM',
  'CND_CRNT_SAL_TX',
  'EXPECTED_SALARY',
];

/** The console's secrets, should an object holding one ever reach a log call. */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'totpCode',
  'code',
  'token',
  'secret',
  'recoveryCodes',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'body',
  '*.body',
  ...[...PERSONAL_FIELDS, ...SECRET_FIELDS].flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: request.url.split('?')[0],
          remoteAddress: request.ip,
        };
      },
    },
  };
}
