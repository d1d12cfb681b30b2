/** The Hire talent form's one call: POST {forms API}/client-requests with a JSON body and its Idempotency-Key. */
import { IDEMPOTENCY_HEADER } from '#contracts/api/application';
import { type ClientRequestBody, ClientRequestCreated } from '#contracts/api/client-request';
import { formsPaths, formsUrl } from '../../config/api-map';
import { type ClientResult, httpClient } from '../../lib/http-client';

export function sendClientRequest(
  request: ClientRequestBody,
  key: string,
  signal?: AbortSignal,
): Promise<ClientResult<ClientRequestCreated>> {
  return httpClient.request(formsUrl(formsPaths.clientRequests), {
    method: 'POST',
    body: request,
    schema: ClientRequestCreated,
    headers: { [IDEMPOTENCY_HEADER]: key },
    signal,
  });
}
