/**
 * The talent database on SQLite and PostgreSQL, through the console's API, with the same cases on
 * both: resumes dropped and read, the duplicate warning (an applicant under another phone format)
 * and the resume joining that profile, the query language with highlighted lines, location filters
 * by state name and code, phone search in any format, pools, saved searches, putting forward,
 * CSV export (phones readable, no formula) and import with a dry run, erasure.
 */
import { expect, it } from 'vitest';
import type {
  AddTalentResult,
  ImportReport,
  ResumeDraft,
  SavedSearch,
  TalentPage,
  TalentPool,
  TalentProfile,
} from '#contracts/admin/talent';
import { adminPaths, listQuery } from '#contracts/admin/paths';
import { erasureConfirmation } from '#contracts/admin/privacy';
import { as, type Staff, staffMember } from '../../test-support/console-client';
import { describeEachDatabase } from '../../test-support/each-database';
import { resumePdf } from '../../test-support/resume-pdf';
import { postOpening, seedApplication } from '../../test-support/seed-applications';

const RESUMES = {
  anika: [
    'Anika Deshmukh',
    'anika.d@example.com | +91 98220 11223 | linkedin.com/in/anikad',
    'Location: Pune, Maharashtra',
    '8 years of experience as a backend engineer',
    'Built Spring Boot microservices publishing to Kafka topics',
    'Deployed on Kubernetes with Terraform',
  ],
  marcus: [
    'Marcus Bell',
    'marcus.bell@example.com | (816) 555-0123',
    'Location: Lenexa, KS',
    '11 years of experience',
    'Spring Boot services and Kafka Streams for payments',
    'Some Angular for internal tools',
  ],
  priya: [
    'Priya Raman',
    'priya.work@example.com | +1 (913) 555-0177',
    'Location: Olathe, KS',
    '6 years of experience',
    'Java and Spring Boot APIs; event pipelines on Kafka',
    'Kubernetes operators',
  ],
};

describeEachDatabase('talent database', (t) => {
  let recruiter: Staff;
  let priyaId = '';
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    as(t, recruiter)(method, url, payload);
  const search = async (query: Record<string, string>) => {
    const answer = await call('GET', `${adminPaths.talent}${listQuery(query)}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<TalentPage>();
  };
  const drop = async (lines: string[], name: string) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `${adminPaths.talentResumes}?name=${encodeURIComponent(name)}`,
      headers: { origin: 'http://localhost', cookie: recruiter.cookie, 'content-type': 'application/octet-stream' },
      payload: await resumePdf(lines),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<ResumeDraft>();
  };
  const add = async (draft: ResumeDraft, extra: object = {}) => {
    const answer = await call('POST', adminPaths.talent, {
      upload: draft.upload,
      fields: draft.proposed,
      source: 'job-board',
      sourceDetail: 'Dice',
      ...extra,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<AddTalentResult>();
  };

  it('reads dropped resumes, proposes their fields, and adds them', async () => {
    recruiter = await staffMember(t, 'recruiter');
    const opening = await postOpening(t, recruiter, { title: 'Talent Engineer', descriptionHtml: '<p>x</p>' });
    // An applicant from the public form, her phone as bare digits.
    await seedApplication(t, {
      openingUuid: opening.uuid,
      name: 'Priya Raman',
      email: 'priya@example.com',
      phone: '9135550177',
      city: 'Olathe',
    });

    const anika = await drop(RESUMES.anika, 'anika.pdf');
    expect(anika.proposed).toMatchObject({
      name: 'Anika Deshmukh',
      email: 'anika.d@example.com',
      location: 'Pune, Maharashtra',
      yearsExperience: 8,
      linkedin: 'https://linkedin.com/in/anikad',
    });
    expect(anika.proposed.skills).toEqual(expect.arrayContaining(['Spring Boot', 'Kafka', 'Kubernetes']));
    expect(anika.duplicates).toEqual([]);
    expect((await add(anika)).id).toEqual(expect.any(String));
    const marcus = await drop(RESUMES.marcus, 'marcus.pdf');
    expect((await add(marcus, { source: 'referral', sourceDetail: 'Dana Whitfield' })).id).toEqual(expect.any(String));
  });

  it('warns that a resume is an applicant under another phone format, and adds it to her profile', async () => {
    const priya = await drop(RESUMES.priya, 'priya.pdf');
    expect(priya.duplicates).toEqual([expect.objectContaining({ name: 'Priya Raman', reason: 'phone' })]);
    const refused = await add(priya);
    expect(refused.id).toBeNull();
    priyaId = refused.duplicates[0]?.id ?? '';
    const joined = await call('POST', adminPaths.talentResume(priyaId), { upload: priya.upload });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json<TalentProfile>().resumeText).toContain('event pipelines on Kafka');
    // Still one profile.
    expect((await search({ q: 'Priya' })).total).toBe(1);
  });

  it('finds an applicant who applied after a search with the next search (no kept answer hides her)', async () => {
    expect((await search({ q: 'Okafor' })).total).toBe(0);
    expect((await search({ q: 'Okafor' })).total).toBe(0);
    const opening = await postOpening(t, recruiter, { title: 'Data Engineer', descriptionHtml: '<p>x</p>' });
    await seedApplication(t, { openingUuid: opening.uuid, name: 'Chidi Okafor', email: 'chidi@example.com' });
    const after = await search({ q: 'Okafor' });
    expect(after.items.map((item) => item.name)).toEqual(['Chidi Okafor']);
  });

  it('searches resume text with phrases, AND and -word, and highlights the matching lines', async () => {
    const page = await search({ q: '"spring boot" AND kafka -angular' });
    expect(page.items.map((hit) => hit.name).sort()).toEqual(['Anika Deshmukh', 'Priya Raman']);
    const anika = page.items.find((hit) => hit.name === 'Anika Deshmukh');
    expect(anika?.lines[0]).toEqual(
      expect.arrayContaining([
        ['Spring Boot', true],
        ['Kafka', true],
      ]),
    );
    expect((await search({ q: 'kube*' })).total).toBe(2);
    expect((await search({ q: 'angular OR terraform' })).items.map((hit) => hit.name).sort()).toEqual([
      'Anika Deshmukh',
      'Marcus Bell',
    ]);
    expect((await search({ q: 'spring boot', sort: 'recent' })).total).toBe(3);
    const refused = await call('GET', `${adminPaths.talent}?q=${encodeURIComponent('java OR -php')}`);
    expect(refused.statusCode).toBe(422);
  });

  it('filters by state name or code and finds a phone in any format', async () => {
    const names = async (query: Record<string, string>) => (await search(query)).items.map((hit) => hit.name).sort();
    expect(await names({ location: 'Maharashtra' })).toEqual(['Anika Deshmukh']);
    expect(await names({ location: 'MH' })).toEqual(['Anika Deshmukh']);
    expect(await names({ location: 'Kansas' })).toEqual(['Marcus Bell', 'Priya Raman']);
    expect(await names({ location: 'KS' })).toEqual(['Marcus Bell', 'Priya Raman']);
    expect((await search({ location: 'KS' })).locationReadAs).toBe('Kansas (KS), US');
    for (const phone of ['+1 (913) 555-0177', '(913) 555-0177', '913-555-0177', '9135550177', '+1 913 555 0177']) {
      expect(await names({ q: phone }), phone).toEqual(['Priya Raman']);
    }
    expect(await names({ skills: 'spring boot', minYears: '7' })).toEqual(['Anika Deshmukh', 'Marcus Bell']);
    expect(await names({ source: 'referral' })).toEqual(['Marcus Bell']);
    // Words with filters, and words newest first: each way the search is planned finds the same people.
    expect(await names({ q: 'spring boot', location: 'KS' })).toEqual(['Marcus Bell', 'Priya Raman']);
    expect(await names({ q: 'spring boot -angular', location: 'KS' })).toEqual(['Priya Raman']);
    const kansas = await search({ q: 'spring boot', location: 'KS', sort: 'recent' });
    expect(kansas.total).toBe(2);
    const recent = await search({ q: 'spring boot -angular', sort: 'recent' });
    expect(recent.items.map((hit) => hit.lastActivityAt)).toEqual(
      [...recent.items.map((hit) => hit.lastActivityAt)].sort().reverse(),
    );
    expect(recent.total).toBe(recent.items.length);
  });

  it('keeps pools with membership history, and saved searches that show what is new', async () => {
    const pool = await call('POST', adminPaths.talentPools, { name: 'Java bench — US', description: '' });
    expect(pool.statusCode, pool.body).toBe(201);
    const poolId = pool.json<TalentPool>().id;
    const added = await call('POST', adminPaths.talentPoolMembers(poolId), { people: [priyaId] });
    expect(added.json()).toEqual({ changed: 1 });
    expect((await search({ pool: poolId })).items.map((hit) => hit.name)).toEqual(['Priya Raman']);
    await call('POST', adminPaths.talentPoolMembers(poolId), { people: [priyaId], action: 'remove' });
    expect((await search({ pool: poolId })).total).toBe(0);
    const profile = (await call('GET', adminPaths.talentProfile(priyaId))).json<TalentProfile>();
    expect(profile.pools).toEqual([
      expect.objectContaining({ name: 'Java bench — US', removedAt: expect.any(String) }),
    ]);

    const saved = await call('POST', adminPaths.talentSearches, { name: 'Kafka people', query: 'q=kafka' });
    expect(saved.statusCode, saved.body).toBe(201);
    const savedId = saved.json<SavedSearch>().id;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const edited = await call('PATCH', adminPaths.talentProfile(priyaId), {
      availableFrom: '2026-12-15',
      workAuthorization: 'Green Card',
      tags: ['bench'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(
      edited
        .json<TalentProfile>()
        .history.map((change) => change.field)
        .sort(),
    ).toEqual(['availability', 'work_authorization']);
    const run = await call('POST', adminPaths.talentSearchRun(savedId));
    expect(run.json<{ newIds: string[] }>().newIds).toEqual([priyaId]);
    const again = await call('POST', adminPaths.talentSearchRun(savedId));
    expect(again.json<{ newIds: string[] }>().newIds).toEqual([]);
    expect((await call('GET', adminPaths.talentTags)).json()).toEqual({ items: ['bench'] });
  });

  it('puts people forward for an opening as applications with source Recruiter and the resume', async () => {
    const opening = await postOpening(t, recruiter, { title: 'Kafka Engineer', descriptionHtml: '<p>x</p>' });
    const anika = (await search({ q: 'Anika' })).items[0]?.id ?? '';
    const answer = await call('POST', adminPaths.talentPutForward, { reqId: opening.reqId, people: [anika, priyaId] });
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json<{ created: { application: string }[]; skipped: string[] }>();
    expect(result.created).toHaveLength(2);
    const detail = await call('GET', adminPaths.application(result.created[0]?.application ?? ''));
    expect(detail.statusCode).toBe(200);
    expect(detail.json<{ source: string | null }>().source).toBe('Recruiter');
    const repeat = await call('POST', adminPaths.talentPutForward, { reqId: opening.reqId, people: [anika] });
    expect(repeat.json<{ skipped: string[] }>().skipped).toEqual([anika]);
  });

  it('exports a search as CSV whose phones read +1 913 555 0177 and run no formula', async () => {
    const answer = await call('GET', `${adminPaths.talentExport}?location=KS`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Name,Phone,E-mail');
    const priya = lines.find((line) => line.startsWith('Priya Raman'));
    const phone = priya?.split(',')[1] ?? '';
    expect(phone).toBe('\u2060+1 913 555 0177');
    for (const line of lines.slice(1)) expect(line.split(',')[1]?.[0]).not.toMatch(/[=+\-@']/);
  });

  it('imports a CSV: a dry run reports each bad row and writes nothing', async () => {
    const csv =
      'Name,E-mail,Phone,Location,Skills,Source\nLeela Nair,leela@example.com,+91 90000 11111,"Chennai, TN",Python; Airflow,event\nNo Email,,,,,\nAnika Again,anika.d@example.com,,,,referral\n';
    const dry = await call('POST', adminPaths.talentImport, { csv, dryRun: true });
    expect(dry.json<ImportReport>()).toEqual({
      rows: 3,
      added: 1,
      duplicates: 1,
      errors: [
        { row: 3, message: 'give an e-mail or a phone.' },
        { row: 4, message: 'Already known: the same e-mail (not added).' },
      ],
      dryRun: true,
    });
    expect((await search({ q: 'Leela' })).total).toBe(0);
    await call('POST', adminPaths.talentImport, { csv, dryRun: false });
    expect((await search({ location: 'Tamil Nadu' })).items.map((hit) => hit.name)).toEqual(['Leela Nair']);
  });

  it('exports a sourced candidate with the person’s data, and erases them everywhere on request', async () => {
    const admin = await staffMember(t, 'admin');
    const email = 'marcus.bell@example.com';
    const exported = await as(t, admin)('POST', adminPaths.privacyExport, { email });
    expect(exported.json<{ talent: { name: string; resume_text: string }[] }>().talent).toEqual([
      expect.objectContaining({ name: 'Marcus Bell', resume_text: expect.stringContaining('Kafka Streams') }),
    ]);
    const answer = await as(t, admin)('POST', adminPaths.privacyErase, {
      email,
      confirmation: erasureConfirmation(email),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await search({ q: 'Marcus' })).total).toBe(0);
    expect(await t.app.db.selectFrom('people').select('id').where('email', '=', email).execute()).toEqual([]);
  });
});
