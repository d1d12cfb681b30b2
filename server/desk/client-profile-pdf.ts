/**
 * The client-ready profile: a branded PDF the server writes from the candidate's record and what the
 * recruiter wrote for this submittal — headline, rate offered, availability, work authorisation,
 * location (city and country), summary, skills, experience and education, as real text a client can
 * search and copy. It never carries the candidate's phone, e-mail or address: those fields are not
 * an input, and any e-mail address or phone number found in the typed text (a pasted resume's
 * header) is taken out before it is written. Contact goes through the recruiter named at the foot.
 */
import PDFDocument from 'pdfkit';
import { brand, brandStyle } from '#content/brand';
import type { ClientProfile } from '#contracts/admin/submittals';
import { type Currency, formatMoney, type RateUnit } from '#contracts/admin/rates';

export type ClientProfileInput = {
  candidateName: string;
  jobTitle: string | null;
  summary: string;
  profile: ClientProfile;
  rate: { amount: number; currency: Currency; unit: RateUnit };
  recruiter: { name: string; email: string };
  /** The candidate's own contact details, taken out wherever they were typed. */
  withhold: { email: string; phone: string };
  date: Date;
};

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
/** A run of 9 or more digits with the separators phones are written with. */
const PHONE = /\+?\(?\d[\d\s().-]{7,}\d/g;

/** Text without e-mail addresses, phone numbers or the candidate's own contact details. */
export function withoutContactDetails(value: string, withhold: ClientProfileInput['withhold']): string {
  let out = value;
  if (withhold.email) out = out.split(withhold.email).join('[withheld]');
  out = out.replace(EMAIL, '[withheld]');
  out = out.replace(PHONE, (match) => (match.replace(/\D/g, '').length >= 9 ? '[withheld]' : match));
  return out;
}

/**
 * The standard PDF fonts read Windows-1252 only: other characters (₹, scripts other than Latin)
 * are spelled out or replaced, so the text stays searchable rather than garbled.
 */
const pdfText = (value: string) =>
  value
    .replace(/₹/g, 'INR ')
    .replace(/[\u2010-\u2012]/g, '-')
    .replace(/\t/g, ' ')
    .replace(/[^\n\r\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');

export function clientProfilePdf(input: ClientProfileInput): Promise<Buffer> {
  const clean = (value: string) => pdfText(withoutContactDetails(value, input.withhold));
  const { colors } = brandStyle;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    info: {
      Title: `${clean(input.candidateName)}: candidate profile`,
      Author: brand.name,
      Subject: input.jobTitle ? clean(input.jobTitle) : 'Candidate profile',
      Creator: brand.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 112;
  // The band: the firm's name and what the document is.
  doc.rect(0, 0, doc.page.width, 84).fill(colors.navy);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(16).text(brand.name, 56, 28, { width });
  doc
    .fillColor(colors.accentBright)
    .font('Helvetica')
    .fontSize(10)
    .text(`Candidate profile${input.jobTitle ? ` for ${clean(input.jobTitle)}` : ''}`, 56, 50, { width });

  doc.y = 112;
  doc.fillColor(colors.navy).font('Helvetica-Bold').fontSize(22).text(clean(input.candidateName), { width });
  if (input.profile.headline) {
    doc.moveDown(0.2).fillColor(colors.muted).font('Helvetica').fontSize(12).text(clean(input.profile.headline));
  }

  // The facts a client decides on first, as label and value.
  doc.moveDown(0.8);
  const facts: [string, string][] = [
    ['Rate', formatMoney(input.rate.amount, input.rate.currency, input.rate.unit)],
    ['Availability', input.profile.availability],
    ['Work authorisation', input.profile.workAuthorization],
    ['Location', input.profile.location],
  ];
  for (const [label, value] of facts) {
    if (!value) continue;
    const y = doc.y;
    doc.fillColor(colors.muted).font('Helvetica-Bold').fontSize(10).text(label, 56, y, { width: 130 });
    doc
      .fillColor(colors.text)
      .font('Helvetica')
      .fontSize(10)
      .text(clean(value), 190, y, { width: width - 134 });
    doc.moveDown(0.3);
  }

  const section = (title: string, body: () => void) => {
    doc.moveDown(0.8);
    doc.x = 56;
    const y = doc.y;
    doc
      .moveTo(56, y)
      .lineTo(56 + width, y)
      .lineWidth(0.5)
      .strokeColor(colors.border)
      .stroke();
    doc.moveDown(0.5);
    doc.fillColor(colors.accent).font('Helvetica-Bold').fontSize(12).text(title, 56, doc.y, { width });
    doc.moveDown(0.3);
    doc.fillColor(colors.text).font('Helvetica').fontSize(10.5);
    body();
  };
  const paragraphs = (value: string) => {
    for (const paragraph of clean(value)
      .split(/\r?\n\s*\r?\n/)
      .filter((p) => p.trim())) {
      doc.text(paragraph.trim(), 56, doc.y, { width, lineGap: 2 });
      doc.moveDown(0.5);
    }
  };

  section('Summary', () => paragraphs(input.summary));
  if (input.profile.skills.length) {
    section('Skills', () => doc.text(input.profile.skills.map(clean).join(' • '), 56, doc.y, { width, lineGap: 3 }));
  }
  if (input.profile.experience) section('Experience', () => paragraphs(input.profile.experience));
  if (input.profile.education) section('Education', () => paragraphs(input.profile.education));

  doc.moveDown(1.2);
  doc
    .fillColor(colors.muted)
    .font('Helvetica')
    .fontSize(9)
    .text(
      `Presented by ${brand.name} on ${input.date.toISOString().slice(0, 10)}. To talk to this candidate or arrange an interview, contact ${clean(input.recruiter.name)} (${input.recruiter.email}).`,
      56,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}
