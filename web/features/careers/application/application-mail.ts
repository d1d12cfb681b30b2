/**
 * The recruiters' notification for an application (docs/product.md §5.3): recipient group by the
 * candidate's country, subject with the requirement id, an HTML table of the application with every
 * value escaped, and the resume attached as a data URL.
 */
import type { SendMailRequest } from '#contracts/api/mail';
import type { OpeningDetail, Opening } from '#contracts/api/staffing/openings';
import type { Country } from '#contracts/api/staffing/reference';
import type { ResumeType } from '#contracts/api/files';
import { brand } from '#content/brand';
import { escapeHtml } from '#contracts/escape-html';

/** The internal inbox of the candidate's country: the first country in the list, or every other. */
export const recipientsFor = (countryUuid: string | null, countries: readonly Country[]) =>
  countryUuid !== null && countries[0]?.COUNTRY_UUID === countryUuid
    ? brand.inboxes.applicationsFirstCountry
    : brand.inboxes.applicationsOtherCountries;

export const applicationSubject = (candidateName: string, reqId: number) =>
  `${candidateName} External Resume Submission for Requirement ${reqId}`;

/** The application's facts, in the order docs/product.md §5.3 lists them. */
export type ApplicationSummary = {
  opening: Opening | OpeningDetail;
  name: string;
  email: string;
  country: string;
  state: string;
  city: string;
  phone: string;
  bestTimeToCall: string;
  reason: string;
  availability: string;
  currentSalary: string;
  expectedSalary: string;
  recruiter: string;
};

export function applicationHtml(summary: ApplicationSummary): string {
  const rows: Array<[string, string]> = [
    ['Requirement Id', String(summary.opening.REQ_ID)],
    ['Position Title', summary.opening.PSTN_TITLE],
    ['Location', summary.opening.PSTN_LCTN],
    ['Name', summary.name],
    ['Email', summary.email],
    ['Country', summary.country],
    ['State', summary.state],
    ['City', summary.city],
    ['Phone', summary.phone],
    ['Best Time to Call', summary.bestTimeToCall],
    ['Reason for Change', summary.reason],
    ['Availability', summary.availability],
    ['Current Salary', summary.currentSalary],
    ['Expected Salary', summary.expectedSalary],
    ['Recruiter', summary.recruiter],
  ];
  const body = rows.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`);
  return [
    `<p>A candidate applied for requirement ${summary.opening.REQ_ID} on the website. The resume is attached.</p>`,
    '<table border="1" cellpadding="6" cellspacing="0">',
    ...body,
    '</table>',
  ].join('\n');
}

/** The attachment's name: the file's letters and digits, then its extension. */
export function attachmentFileName(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(fileName);
  const base =
    (match ? fileName.slice(0, match.index) : fileName).replace(/[^A-Za-z0-9]/g, '').slice(0, 80) || 'resume';
  return match ? `${base}.${match[1]?.toLowerCase()}` : base;
}

/** A file as a data URL (data:<type>;base64,…). */
export function dataUrlOf(file: Blob, type: ResumeType): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result);
      resolve(`data:${type};base64,${result.slice(result.indexOf(',') + 1)}`);
    };
    reader.onerror = () => reject(reader.error ?? new Error('The resume could not be read.'));
    reader.readAsDataURL(file);
  });
}

export function applicationMail(
  summary: ApplicationSummary,
  to: string,
  resume: { dataUrl: string; fileName: string; type: ResumeType },
): SendMailRequest {
  return {
    to,
    subject: applicationSubject(summary.name, summary.opening.REQ_ID),
    message: applicationHtml(summary),
    attachments: [{ path: resume.dataUrl, filename: attachmentFileName(resume.fileName), type: resume.type }],
  };
}
