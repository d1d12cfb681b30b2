/**
 * The client companies behind the demo openings. Each one asked to stay confidential, so the public
 * site shows only its description (the board's client line, the job page's Client fact), while the
 * console sees the name. Names are invented for the demo, apart from the public case studies' clients.
 * A role names its client by the description (demo-roles.ts); Northwind's own roles belong to the
 * Northwind client the staffing-desk migration creates.
 */
import { stableUuid } from '../../lib/stable-uuid';
import { NORTHWIND_CLIENT_ID } from '../migrations/0016-staffing-desk';
import type { Insertable } from 'kysely';
import type { ClientsTable } from '../schema';

export type DemoClient = { name: string; industry: string; location: string; description: string };

export const DEMO_CLIENTS: readonly DemoClient[] = [
  {
    name: 'Ridgeway Card Services',
    industry: 'Card issuing',
    location: 'Jacksonville, FL',
    description: 'a US credit-card issuer with 9 million cardholders',
  },
  {
    name: 'Alder & Finch',
    industry: 'Fashion retail',
    location: 'Bengaluru, Karnataka',
    description: 'the India technology centre of a UK fashion retailer',
  },
  {
    name: 'Prairie Mutual Life',
    industry: 'Life insurance',
    location: 'Des Moines, IA',
    description: 'a Midwest life insurer founded in 1903',
  },
  {
    name: 'Suraksha Policy Brokers',
    industry: 'Insurance broking',
    location: 'Noida, Uttar Pradesh',
    description: 'an Indian insurance broker with 1,200 partner agents',
  },
  {
    name: 'Bluewater Health Plan',
    industry: 'Health insurance',
    location: 'Charlotte, NC',
    description: 'a US health insurer with 3 million members',
  },
  {
    name: 'Vindhya Cements',
    industry: 'Manufacturing',
    location: 'Mumbai, Maharashtra',
    description: 'an Indian cement manufacturer with nine plants',
  },
  {
    name: 'Harbor Point Home Loans',
    industry: 'Mortgage lending',
    location: 'Irvine, CA',
    description: 'a US mortgage lender that funds about $20 billion of loans a year',
  },
  {
    name: 'Zephyr Electric Mobility',
    industry: 'Electric vehicles',
    location: 'Pune, Maharashtra',
    description: 'a Pune electric two-wheeler maker',
  },
  {
    name: 'Slotwise Health',
    industry: 'Healthcare software',
    location: 'Nashville, TN',
    description: 'a US healthcare-scheduling software company',
  },
  {
    name: 'Tarang Telecom',
    industry: 'Telecommunications',
    location: 'Chennai, Tamil Nadu',
    description: 'an Indian mobile operator with 50 million subscribers',
  },
  {
    name: 'Hearthside Markets',
    industry: 'Grocery retail',
    location: 'Columbus, OH',
    description: 'a Midwest grocery chain with 300 stores',
  },
  {
    name: 'Kaveri Bank',
    industry: 'Banking',
    location: 'Hyderabad, Telangana',
    description: 'the analytics unit of an Indian private bank',
  },
  {
    name: 'Voltmart Electronics',
    industry: 'Consumer electronics retail',
    location: 'Austin, TX',
    description: 'a US consumer-electronics retailer with 400 stores',
  },
  {
    name: 'Clausewell',
    industry: 'Legal software',
    location: 'Pune, Maharashtra',
    description: 'a contract-management software company',
  },
  {
    name: 'Meridian Therapeutics',
    industry: 'Pharmaceuticals',
    location: 'Boston, MA',
    description: 'the R&D IT group of a global pharmaceutical company',
  },
  {
    name: 'Arogya Health Systems',
    industry: 'Hospital software',
    location: 'Pune, Maharashtra',
    description: 'a hospital-software company used by 350 hospitals in India and the Gulf',
  },
  {
    name: 'Tillpoint Payments',
    industry: 'Payments',
    location: 'Raleigh, NC',
    description: 'a US payments processor for 90,000 small businesses',
  },
  {
    name: 'Great Lakes Drivetrain',
    industry: 'Automotive manufacturing',
    location: 'Detroit, MI',
    description: 'a US auto-parts manufacturer with 14 plants',
  },
  {
    name: 'RupeeLeaf Credit',
    industry: 'Consumer lending',
    location: 'Pune, Maharashtra',
    description: 'an Indian lending app with 4 million users',
  },
  {
    name: 'Stonebridge Property & Casualty',
    industry: 'Property and casualty insurance',
    location: 'Hartford, CT',
    description: 'a US property and casualty insurer',
  },
  {
    name: 'Consolidated Messenger',
    industry: 'Logistics',
    location: 'Bengaluru, Karnataka',
    description: 'the India hub of a global logistics company',
  },
  {
    name: 'Bellwether Clinical',
    industry: 'Clinical research',
    location: 'Durham, NC',
    description: 'a US clinical-research organisation running 600 trials',
  },
  {
    name: 'Kirana Express',
    industry: 'Quick commerce',
    location: 'Gurugram, Haryana',
    description: 'an Indian quick-commerce grocery company in 12 cities',
  },
  {
    name: 'HomeShield Warranty',
    industry: 'Home warranties',
    location: 'Phoenix, AZ',
    description: 'a US home-warranty company with 2 million plans',
  },
  {
    name: 'Chakra Payments',
    industry: 'Payments',
    location: 'Bengaluru, Karnataka',
    description: 'an Indian payment gateway for 200,000 merchants',
  },
  {
    name: 'Alpine Ski House',
    industry: 'Outdoor retail',
    location: 'Denver, CO',
    description: 'a US outdoor-gear retailer',
  },
  {
    name: 'Kessler Fahrzeugtechnik',
    industry: 'Automotive supply',
    location: 'Pune, Maharashtra',
    description: 'the Pune engineering centre of a German auto-parts supplier',
  },
  {
    name: 'Crossroads Freight Brokerage',
    industry: 'Freight brokerage',
    location: 'Chicago, IL',
    description: 'a US freight brokerage that moves 1.5 million loads a year',
  },
  {
    name: 'Skyward Aero Components',
    industry: 'Aerospace manufacturing',
    location: 'Wichita, KS',
    description: 'a US aircraft-parts supplier',
  },
  {
    name: 'Lucerne Hotels & Resorts',
    industry: 'Hospitality',
    location: 'Noida, Uttar Pradesh',
    description: 'a global hotel group’s IT service desk',
  },
  {
    name: 'Pecos Valley Bank',
    industry: 'Banking',
    location: 'Dallas, TX',
    description: 'a Texas regional bank with 180 branches',
  },
  {
    name: 'Stackwise',
    industry: 'Developer tools',
    location: 'Pune, Maharashtra',
    description: 'a developer-tools company with 30,000 API customers',
  },
  {
    name: 'KhetDrishti Agritech',
    industry: 'Agritech',
    location: 'Hyderabad, Telangana',
    description: 'an Indian agritech company that surveys farms by drone',
  },
  {
    name: 'Cardiant Devices',
    industry: 'Medical devices',
    location: 'Minneapolis, MN',
    description: 'a US medical-device maker',
  },
];

const idOf = (client: DemoClient) => stableUuid(`client:demo:${client.name}`);

/** Whether a role's client is Northwind itself ("Northwind QA Studio, our own testing centre"). */
export const isNorthwind = (client: string) => client.startsWith('Northwind');

/** The client a role's work is for: Northwind's own, or the demo client with that description. */
export function demoClientId(client: string): string {
  if (isNorthwind(client)) return NORTHWIND_CLIENT_ID;
  const found = DEMO_CLIENTS.find((candidate) => candidate.description === client);
  if (!found) throw new Error(`No demo client is described as "${client}"`);
  return idOf(found);
}

/** The demo clients as rows, all active, added when the database is seeded. */
export function demoClients(now = Date.now()): Insertable<ClientsTable>[] {
  const createdAt = new Date(now).toISOString();
  return DEMO_CLIENTS.map((client) => ({
    id: idOf(client),
    name: client.name,
    description: client.description,
    industry: client.industry,
    location: client.location,
    website: '',
    domain: '',
    owner_id: null,
    status: 'active',
    created_at: createdAt,
    updated_at: null,
    updated_by: null,
  }));
}
