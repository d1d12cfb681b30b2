/**
 * Valid request bodies for the API tests, and a multipart encoder using the platform's FormData.
 */
import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app';

export async function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('resumeAttachment', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

export async function referenceIds(t: TestApp) {
  const [opening] = await t.app.repos.openings.list();
  const countries = await t.app.repos.reference.countries();
  const states = await t.app.repos.reference.states();
  const usa = countries[0];
  const kansas = states.find((s) => s.STATE_NAME === 'Kansas');
  if (!opening || !usa || !kansas) throw new Error('demo data missing');
  return { opening, usa: usa.COUNTRY_UUID, kansas: kansas.STATE_UUID };
}

export function candidate(ids: {
  opening: { REQUIREMENT_UUID: string; COUNTRY?: string };
  usa: string;
  kansas: string;
}) {
  return {
    EXTERNALCANDIDATE_UUID: randomUUID(),
    REQUIREMENT_UUID: ids.opening.REQUIREMENT_UUID,
    CND_NM_TX: 'Jane Doe',
    CND_EMAIL_ID: 'jane.doe@example.com',
    CND_PRIM_PH_NUM: '9135550142',
    CITY: 'Wichita',
    CND_STATE: ids.kansas,
    CND_COUNTRY: ids.usa,
    CND_ATHRZTN_TX: 'Citizen',
    CND_H1BAPPROVED_TX: '',
    CND_H1BEXPIRY_TX: '',
    BST_TM_TO_CALL_TX: '10:30',
    STAT_AVBLTY_TX: 'Immediate',
    JOB_CHANGE_REASON: 'Career growth',
    // Pay history is never asked for an opening in the USA (docs/product.md §6.2).
    CND_CRNT_SAL_TX: ids.opening.COUNTRY === ids.usa ? '' : '100000',
    EXPECTED_SALARY: '120000',
    DESIRED_LOCATION: 'Remote',
    INLNE_RESUME_CLOB: '',
    RECRUITER_NAME: 'Megan',
  };
}

export const attachment = (candidateUuid: string) => ({
  ATCHMT_ID: randomUUID(),
  TBL_NM: 'EXTERNALCANDIDATE',
  KEY_NM: 'EXTERNALCANDIDATE_UUID',
  TBL_RW_ID: candidateUuid,
  ATCHD_FILE_NM: 'jane-doe.pdf',
  CREATEDBY: 'Jane Doe',
  INSERT_TS: '2026-11-22 10:00:00',
  AE_INSERT_ID: '',
  ATTACHMENT_INFO_ID: randomUUID(),
  isDeleted: 0,
});

export const attachmentInfo = (id: string) => ({
  ATTACHMENTINFO_ID: id,
  INFO_1: randomUUID(),
  INFO_2: 'S3',
  INFO_3: 'Attachment',
});

/** A valid Aadhaar number (Verhoeff check digit), from the shared contract's helper. */
export const internship = (aadhaar: string) => ({
  firstName: 'Ananya',
  lastName: 'Patil',
  email: 'ananya.patil@example.com',
  gender: 'Female',
  aadharCardNumber: aadhaar,
  address: '12 Civil Lines',
  country: 'India',
  state: 'Maharashtra',
  city: 'Gondia',
  pinCode: '441601',
  countryCode: '+91',
  contactNumber: '9876543210',
  qualification: 'B.Com',
  experience: 'fresher',
  academicInternship: 'yes',
  reference: 'company website',
  areaOfInterest: 'Data Science',
  comments: 'Keen to learn.',
});

/** Stores a candidate with an attachment and returns a signed upload URL's path. */
export async function applyUntilUpload(t: TestApp, overrides: Record<string, unknown> = {}) {
  const ids = await referenceIds(t);
  const record = { ...candidate(ids), ...overrides };
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const c = await post('/api/staffing/post/candidateData', record);
  if (c.statusCode !== 200) throw new Error(`candidate: ${c.body}`);
  const a = attachment(record.EXTERNALCANDIDATE_UUID);
  await post('/api/staffing/post/attachment', a);
  await post('/api/staffing/post/attachmentInfo', attachmentInfo(a.ATTACHMENT_INFO_ID));
  const s = await post('/api/staffing/s3uploadResume', {
    name: 'jane-doe.pdf',
    type: 'application/pdf',
    Attachment: a.ATCHMT_ID,
  });
  const { signedUrl } = s.json<{ signedUrl: string }>();
  const url = new URL(signedUrl);
  return { record, attachment: a, signedUrl, uploadPath: `${url.pathname}${url.search}` };
}
