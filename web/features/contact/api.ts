/** The contact form's one call: POST {mail API}/v1/sendMail with a JSON body, through the shared client. */
import { SendMailResponse, type SendMailRequest } from '#contracts/api/mail';
import { env } from '../../config/env';
import { httpClient, isClientError } from '../../lib/http-client';

export const sendMailUrl = () => `${env.mailApiUrl}/v1/sendMail`;

/** True when the mail API accepted the message: it answered with no code, or code OK (SPEC.md section 7). */
export async function sendMail(request: SendMailRequest, signal?: AbortSignal): Promise<boolean> {
  const answer = await httpClient.request(sendMailUrl(), {
    method: 'POST',
    body: request,
    schema: SendMailResponse,
    signal,
  });
  return !isClientError(answer) && (answer.code === undefined || answer.code === 'OK');
}
