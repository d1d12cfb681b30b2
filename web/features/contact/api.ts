/**
 * The contact form's one call: POST {mail API}/v1/sendMail with a JSON body.
 * (To move onto the shared client in web/lib/ once it lands.)
 */
import { SendMailResponse, type SendMailRequest } from '#contracts/api/mail';
import { env } from '../../config/env';

export const sendMailUrl = () => `${env.mailApiUrl}/v1/sendMail`;

/** Resolves when the mail API accepted the message (no code, or code OK); rejects otherwise. */
export async function sendMail(request: SendMailRequest, signal?: AbortSignal): Promise<void> {
  const response = await fetch(sendMailUrl(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok) throw new Error(`The mail API answered ${response.status}`);
  const text = await response.text();
  const body = SendMailResponse.safeParse(text ? JSON.parse(text) : {});
  if (!body.success || (body.data.code !== undefined && body.data.code !== 'OK')) {
    throw new Error('The mail API did not accept the message');
  }
}
