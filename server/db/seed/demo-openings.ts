/**
 * Forty realistic demo openings in both countries, contract and full-time, each with its description
 * as a short article (docs/product.md §8): the client and the team, what you will do, what you bring,
 * what helps, the benefits and how the hiring runs, step by step with how long each step takes. The
 * roles are in demo-roles.ts; dates are relative to the day the database is seeded.
 */
import { stableUuid } from '../../lib/stable-uuid';
import { DEMO_COUNTRIES } from './reference-data';
import { demoClientId, isNorthwind } from './demo-clients';
import { DEMO_ROLES, type DemoRole, type HiringPlan } from './demo-roles';
import type { OpeningsTable } from '../schema';

type Step = { name: string; detail: string };

/** How each kind of hiring runs: the steps, what the job page's "Interview" says, and the whole time. */
const HIRING: Record<HiringPlan, { interview: string; steps: Step[]; total: string }> = {
  video: {
    interview: 'Two video rounds',
    steps: [
      { name: 'Call with a Northwind recruiter', detail: '20 minutes, within two business days of your application' },
      {
        name: 'Technical interview with a Northwind engineer',
        detail: '60 minutes on video: your experience and a problem from the client’s work',
      },
      {
        name: 'Interview with the client’s hiring manager',
        detail: '45 minutes on video, usually within a week of the technical interview',
      },
      { name: 'Offer', detail: 'within three business days of the last interview' },
    ],
    total: 'about two to three weeks',
  },
  takeHome: {
    interview: 'Technical test, then video',
    steps: [
      { name: 'Call with a Northwind recruiter', detail: '20 minutes, within two business days of your application' },
      { name: 'A short exercise at home', detail: 'about three hours of work; you have a week to send it' },
      { name: 'Review of your exercise with the team', detail: '75 minutes on video with two engineers from the team' },
      { name: 'Offer', detail: 'within three business days of the review' },
    ],
    total: 'about three weeks',
  },
  onsite: {
    interview: 'Video, then on-site',
    steps: [
      { name: 'Call with a Northwind recruiter', detail: '30 minutes, within two business days of your application' },
      { name: 'Technical interview', detail: '60 minutes on video with a senior engineer' },
      {
        name: 'Half a day with the team',
        detail: 'at the office: a design discussion, a meeting with the manager and lunch with the team (travel paid)',
      },
      { name: 'Offer', detail: 'within a week of your visit' },
    ],
    total: 'three to four weeks',
  },
  fast: {
    interview: 'Video',
    steps: [
      { name: 'Call with a Northwind recruiter', detail: '20 minutes, within one business day of your application' },
      {
        name: 'Interview with the client’s team',
        detail: '60 minutes on video: your experience and a walk through a real problem',
      },
      { name: 'Offer', detail: 'usually within 48 hours of the interview' },
    ],
    total: 'often under ten days',
  },
  northwind: {
    interview: 'Video, then on-site',
    steps: [
      { name: 'Call with our talent team', detail: '20 minutes, within two business days of your application' },
      { name: 'Interview with your future manager', detail: '45 minutes on video' },
      {
        name: 'A practical exercise in the office',
        detail: '90 minutes on a real task from the team, then a chat with two colleagues',
      },
      { name: 'Offer', detail: 'within three business days' },
    ],
    total: 'about two weeks',
  },
};

/** What each kind of engagement offers, by country. */
function benefits(role: DemoRole): string[] {
  const us = role.country === 'US';
  if (role.type === 'Contract') {
    return us
      ? [
          'W-2 through Northwind, paid weekly; C2C possible',
          'Medical, dental and vision cover from the first month',
          'Paid US holidays and sick leave',
          'A Northwind account manager who checks in every month, and your next role lined up before this one ends',
        ]
      : [
          'Paid monthly, with GST invoices handled by our finance team',
          'Group health cover for you and your family',
          'A 12-month contract with a strong chance of extension',
          'A Northwind account manager who checks in every month',
        ];
  }
  return us
    ? [
        'Medical, dental and vision cover, with most of the premium paid',
        '401(k) with a 4% match',
        '20 days of paid time off plus US holidays',
        'A $2,000 yearly learning budget and paid certification exams',
      ]
    : [
        'Group health cover of ₹5 lakh for you, your spouse, children and parents',
        '24 days of leave plus public holidays',
        'A ₹50,000 yearly learning budget and paid certification exams',
        'Provident fund and gratuity as the law sets them',
      ];
}

const e = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${e(item)}</li>`).join('')}</ul>`;
const section = (heading: string, body: string) => `<h4>${heading}</h4>\n${body}`;

/** The opening's description: a summary, then one section per question a candidate asks. */
export function describe(role: DemoRole): string {
  const hiring = HIRING[role.hiring];
  const internal = isNorthwind(role.client);
  const where =
    role.mode === 'Remote' ? 'remotely' : `${role.mode === 'Hybrid' ? 'hybrid' : 'on site'} in ${role.location}`;
  const engagement =
    role.type === 'Contract'
      ? role.country === 'US'
        ? 'a 12-month contract through Northwind, with a strong chance of extension'
        : 'a 12-month contract through Northwind'
      : internal
        ? 'a permanent role at Northwind'
        : 'a permanent role on Northwind’s payroll, placed with the client';
  const travel = role.travel ? ' Expect to travel about one week a month.' : '';
  const client = internal ? `${role.client}.` : `Our client is ${role.client}.`;
  return [
    `<p>You will ${e(role.mission)}. This is ${engagement}, working ${e(where)}.${travel}</p>`,
    section('About the client and the team', `<p>${e(client)} ${e(role.about)}</p>`),
    section('What you will do', list(role.duties)),
    section('What you bring', list(role.skills)),
    section('Nice to have', list(role.niceToHave)),
    section('Benefits', list(benefits(role))),
    section(
      'How we hire',
      `<ol>${hiring.steps.map((step) => `<li>${e(step.name)}: ${e(step.detail)}.</li>`).join('')}</ol>\n<p>From application to offer takes ${hiring.total}. A recruiter tells you after each step where you stand.</p>`,
    ),
  ].join('\n');
}

const day = 24 * 60 * 60 * 1000;
const dateOnly = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A demo opening as stored: a requirement of its client, which asked not to be named in public. */
export type DemoOpening = OpeningsTable & { client_id: string; show_client_name: number };

/**
 * The demo openings, REQ_ID 1001 upward, posted over the last six weeks, oldest first: a higher ID is
 * a newer opening, so the board's default order (Job Id, highest first) is also newest first. Each
 * stays open for 60 days and belongs to its client (demo-clients.ts), shown in public by description.
 */
export function demoOpenings(now = Date.now()): DemoOpening[] {
  return DEMO_ROLES.map((role, index) => {
    const country = DEMO_COUNTRIES.find((c) => c.code === role.country);
    if (!country) throw new Error(`Unknown demo country ${role.country}`);
    const reqId = 1001 + index;
    const posted = now - role.daysAgo * day;
    return {
      req_id: reqId,
      uuid: stableUuid(`opening:${reqId}`),
      title: role.title,
      location: role.location,
      position_type: role.type,
      work_location_preference: role.mode,
      rate: role.rate,
      country_uuid: country.uuid,
      description_html: describe(role),
      is_multi_location: role.travel ? 1 : 0,
      interview_type: HIRING[role.hiring].interview,
      posted_date: dateOnly(posted),
      valid_through: dateOnly(posted + 60 * day),
      client_id: demoClientId(role.client),
      show_client_name: 0,
    };
  });
}
