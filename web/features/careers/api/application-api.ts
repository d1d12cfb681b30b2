/**
 * What a job application sends (docs/product.md §8): the three staffing records, the signed-URL
 * request and upload, and the notification mail. Its schemas are built only when the form loads.
 */
import { z } from '#contracts/zod';
import {
  type AttachmentInfo,
  type AttachmentRecord,
  type CandidateRecord,
  INSERTED,
  type UploadRequest,
  UploadResponse,
} from '#contracts/api/staffing/applications';
import { type SendMailRequest, SendMailResponse } from '#contracts/api/mail';
import { type HttpClient, httpClient } from '../../../lib/http-client';
import { mailPaths, mailUrl, staffingPaths, staffingUrl } from '../../../config/api-map';

const Inserted = z.literal(INSERTED);

export function createApplicationApi(client: HttpClient = httpClient) {
  const insert =
    <T>(path: string) =>
    (record: T) =>
      client.request(staffingUrl(path), { method: 'POST', body: record, schema: Inserted });
  return {
    insertCandidate: insert<CandidateRecord>(staffingPaths.candidate),
    insertAttachment: insert<AttachmentRecord>(staffingPaths.attachment),
    insertAttachmentInfo: insert<AttachmentInfo>(staffingPaths.attachmentInfo),
    requestUploadUrl: (request: UploadRequest) =>
      client.request(staffingUrl(staffingPaths.uploadUrl), { method: 'POST', body: request, schema: UploadResponse }),
    uploadResume: (signedUrl: string, file: Blob, contentType: string, onProgress?: (fraction: number) => void) =>
      client.upload(signedUrl, file, { contentType, onProgress }),
    sendMail: (request: SendMailRequest) =>
      client.request(mailUrl(mailPaths.sendMail), { method: 'POST', body: request, schema: SendMailResponse }),
  };
}

export type ApplicationApi = ReturnType<typeof createApplicationApi>;

export const applicationApi = createApplicationApi();
