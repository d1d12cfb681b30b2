/** The contact form's one call: POST {forms API}/contact-messages with a JSON body, through the shared client. */
import { type ContactMessageRequest, ContactMessageResponse } from '#contracts/api/contact';
import { formsPaths, formsUrl } from '../../config/api-map';
import { type ClientResult, httpClient } from '../../lib/http-client';

export function sendContactMessage(
  request: ContactMessageRequest,
  signal?: AbortSignal,
): Promise<ClientResult<ContactMessageResponse>> {
  return httpClient.request(formsUrl(formsPaths.contactMessages), {
    method: 'POST',
    body: request,
    schema: ContactMessageResponse,
    signal,
  });
}
