/**
 * A client's contact is a person with rights too, on both databases: the export of their address
 * holds their contact record and every submittal sent to them and client interview they sat on the
 * panel of; its erasure removes the contact and takes them out of those records and of the
 * application histories that named them; the retention purge removes the contacts of a client
 * archived longer than RETENTION_CLIENT_CONTACTS_MONTHS (24), and keeps those of a client worked with.
 */
import { beforeAll, expect, it } from 'vitest';
import type { ApplicationDetail } from '#contracts/admin/applications';
import type { ClientDetail } from '#contracts/admin/clients';
import type { Interview } from '#contracts/admin/interviews';
import { adminPaths } from '#contracts/admin/paths';
import type { Submittal } from '#contracts/admin/submittals';
import { OTHER_RECIPIENT } from '../../repositories/redact-recipients';
import { as, useStaff } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { postOpening, seedApplication } from '../../test-support/seed-applications';

const API = '/api/admin';
const DANA = { name: 'Dana Whitfield', email: 'dana.whitfield@contoso-privacy.example' };
const LEE = { name: 'Lee Okafor', email: 'lee.okafor@contoso-privacy.example' };

describeEachDatabase('client contacts: export, erasure and retention', (t) => {
  const admin = useStaff(t, 'admin');
  const manager = useStaff(t, 'account_manager');
  let client: ClientDetail;
  let applicationId: string;
  let submittal: Submittal;
  let interview: Interview;

  const newClient = async (name: string, contacts: ReadonlyArray<{ name: string; email: string }>) => {
    const created = (
      await as(t, manager)('POST', adminPaths.clients, {
        name,
        description: 'a US health insurer',
        industry: 'Health insurance',
        location: 'Wichita, KS',
        website: '',
        domain: '',
        ownerId: null,
      })
    ).json<ClientDetail>();
    for (const contact of contacts) {
      await as(t, manager)('PUT', adminPaths.clientAction(created.id, 'contacts'), {
        ...contact,
        title: 'VP Engineering',
        phone: '+1 316 555 0100',
        hiringManager: true,
      });
    }
    return created;
  };

  beforeAll(async () => {
    client = await newClient('Contoso Privacy', [DANA, LEE]);
    const opening = await postOpening(t, manager, { title: 'Privacy Java Engineer', descriptionHtml: '<p>Java.</p>' });
    await t.app.db.updateTable('openings').set({ client_id: client.id }).where('req_id', '=', opening.reqId).execute();
    applicationId = await seedApplication(t, {
      openingUuid: opening.uuid,
      name: 'Arun Kumar',
      email: 'arun.privacy@example.com',
    });
    submittal = (
      await as(t, admin)('POST', `${API}/submittals`, {
        applicationId,
        recipients: [DANA, LEE],
        summary: 'Java, Spring Boot.',
        rateOffered: 95,
        currency: 'USD',
        rateUnit: 'hour',
        profile: {
          headline: 'Java engineer',
          skills: ['Java'],
          experience: '',
          education: '',
          availability: '',
          workAuthorization: '',
          location: '',
        },
        attachProfile: false,
        attachResume: false,
      })
    ).json<Submittal>();
    interview = (
      await as(t, admin)('POST', `${API}/interviews`, {
        applicationId,
        round: 'technical',
        date: '2026-12-02',
        time: '20:30',
        timeZone: 'Asia/Kolkata',
        durationMinutes: 60,
        location: '',
        videoUrl: 'https://meet.example.com/privacy',
        panel: [
          { kind: 'contact', ...DANA, timeZone: 'America/Chicago' },
          { kind: 'contact', ...LEE, timeZone: 'America/Chicago' },
        ],
        candidateTimeZone: 'Asia/Kolkata',
        message: '',
      })
    ).json<Interview>();
  });

  it("exports a contact's record with the submittals sent to them and the interviews they sat on", async () => {
    const answer = await as(t, admin)('POST', adminPaths.privacyExport, { email: DANA.email.toUpperCase() });
    expect(answer.statusCode).toBe(200);
    const data = answer.json<{ clientContacts: unknown[]; deskMentions: unknown[] }>();
    expect(data.clientContacts).toEqual([
      expect.objectContaining({ name: DANA.name, client_name: 'Contoso Privacy', phone: '+1 316 555 0100' }),
    ]);
    expect(data.deskMentions).toEqual([
      expect.objectContaining({
        kind: 'submittal recipient',
        id: submittal.id,
        requirement: expect.objectContaining({ title: 'Privacy Java Engineer' }),
        entries: [DANA],
      }),
      expect.objectContaining({
        kind: 'interview panel',
        id: interview.id,
        entries: [expect.objectContaining(DANA)],
      }),
    ]);
    // Lee's entries are Lee's: they are not in Dana's.
    expect(JSON.stringify(data.deskMentions)).not.toContain(LEE.email);
    // The submittal's mail went to both: Dana's export shows Dana, and Lee only as another recipient.
    const mails = answer.json<{ mails: Array<{ to_addresses: string[]; cc_addresses: string[] }> }>().mails;
    const recipients = mails.flatMap((mail) => [...mail.to_addresses, ...mail.cc_addresses]);
    expect(recipients.some((entry) => entry.toLowerCase().includes(DANA.email))).toBe(true);
    expect(recipients).toContain(OTHER_RECIPIENT);
    expect(JSON.stringify(recipients)).not.toContain(LEE.email);
  });

  it('erases the contact and takes them out of the submittal, the interview and the history', async () => {
    const erased = await as(t, admin)('POST', adminPaths.privacyErase, {
      email: DANA.email,
      confirmation: `erase ${DANA.email}`,
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({ clientContacts: 1, deskMentions: 2 });

    const detail = (await as(t, admin)('GET', adminPaths.client(client.id))).json<ClientDetail>();
    expect(detail.contacts.map((contact) => contact.email)).toEqual([LEE.email]);
    const sent = (await as(t, admin)('GET', `${API}/submittals/${submittal.id}`)).json<Submittal>();
    expect(sent.recipients).toEqual([LEE]);
    const panel = (await as(t, admin)('GET', `${API}/interviews/${interview.id}`)).json<Interview>().panel;
    expect(panel.map((member) => member.email)).toEqual([LEE.email]);
    const application = (await as(t, admin)('GET', adminPaths.application(applicationId))).json<ApplicationDetail>();
    const notes = application.history.map((entry) => entry.note ?? '').join('\n');
    expect(notes).toContain(`${LEE.name} <${LEE.email}>`);
    expect(notes).toContain('an erased contact');
    expect(notes).not.toContain(DANA.email);
    expect(notes).not.toContain(DANA.name);
    // The candidate's own record stays.
    expect(application.name).toBe('Arun Kumar');

    const again = (await as(t, admin)('POST', adminPaths.privacyExport, { email: DANA.email })).json<{
      clientContacts: unknown[];
      deskMentions: unknown[];
    }>();
    expect(again).toMatchObject({ clientContacts: [], deskMentions: [] });
  });

  it("purges an archived client's contacts 24 months after it was archived, and keeps a working client's", async () => {
    const archived = await newClient('Archived Privacy Co', [{ name: 'Sam Gone', email: 'sam.gone@archived.example' }]);
    const working = await newClient('Working Privacy Co', [{ name: 'Kim Stays', email: 'kim.stays@working.example' }]);
    expect((await as(t, manager)('POST', adminPaths.clientAction(archived.id, 'archive'))).statusCode).toBe(200);
    const contactsOf = async (id: string) =>
      (await t.app.db.selectFrom('client_contacts').select('email').where('client_id', '=', id).execute()).map(
        (row) => row.email,
      );
    const monthsLater = (months: number) => {
      const at = new Date(Date.now() + 86_400_000);
      at.setUTCMonth(at.getUTCMonth() + months);
      return at;
    };

    expect((await t.app.purgeExpired(monthsLater(23))).clientContacts).toBe(0);
    expect(await contactsOf(archived.id)).toEqual(['sam.gone@archived.example']);

    const report = await t.app.purgeExpired(monthsLater(24));
    expect(report.clientContacts).toBeGreaterThanOrEqual(1);
    expect(await contactsOf(archived.id)).toEqual([]);
    expect(await contactsOf(working.id)).toEqual(['kim.stays@working.example']);
    expect(await contactsOf(client.id)).toEqual([LEE.email]);
    // The client itself stays, archived, for its placements and reports.
    expect((await as(t, admin)('GET', adminPaths.client(archived.id))).json<ClientDetail>().status).toBe('archived');
  });
});
