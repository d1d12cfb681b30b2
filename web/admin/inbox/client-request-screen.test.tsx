import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientRequestDetail } from '#contracts/admin/client-requests';
import { adminPaths } from '#contracts/admin/paths';
import { ScreenParamsContext } from '../shell/screen-params';
import { jsonResponse, mockFetch } from '../test-support/fetch-mock';
import ClientRequestScreen from './client-request-screen';

const role = vi.hoisted(() => ({ value: 'account_manager' as 'admin' | 'account_manager' | 'recruiter' }));
vi.mock('../shell/session', () => ({
  useMe: () => ({ id: 'u1', email: 'ada@northwind.example', name: 'Ada', role: role.value }),
}));

const fetchMock = mockFetch();
beforeEach(() => {
  role.value = 'account_manager';
});

const ID = '77777777-7777-4777-8777-777777777777';
const WOODGROVE = '88888888-8888-4888-8888-888888888888';

const REQUEST: ClientRequestDetail = {
  id: ID,
  reference: 'HIR-77777777',
  company: 'Woodgrove <Labs>',
  name: 'Ravi Shah',
  email: 'ravi@woodgrove.example',
  role: 'Java engineer',
  headcount: 2,
  seniority: 'Senior (6–9 years)',
  startDate: '2027-01-04',
  workMode: 'Remote',
  location: 'US Central time',
  status: 'new',
  createdAt: '2026-11-20T09:00:00.000Z',
  phone: '+1 913 555 0142',
  skills: 'Java 17, Spring Boot',
  duration: '6 to 12 months',
  budget: null,
  message: '<b>Claims</b> platform',
  emailDomain: 'woodgrove.example',
  sameDomainClients: [],
  converted: null,
  history: [],
};

function renderRequest(record: ClientRequestDetail) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as { clientId: string | null }) : undefined;
    calls.push({ url, method, body });
    if (url.endsWith('/convert')) {
      const joined = body?.clientId === WOODGROVE;
      return jsonResponse(
        {
          ...record,
          status: 'converted',
          converted: {
            client: joined ? { id: WOODGROVE, name: 'Woodgrove Bank' } : { id: 'c-new', name: record.company },
            requirement: { reqId: 1042, title: 'Java engineer' },
          },
        },
        201,
      );
    }
    return jsonResponse(record);
  });
  render(
    <MemoryRouter>
      <ScreenParamsContext.Provider value={{ id: ID }}>
        <ClientRequestScreen />
      </ScreenParamsContext.Provider>
    </MemoryRouter>,
  );
  return calls;
}

describe('ClientRequestScreen', { timeout: 20_000 }, () => {
  it('shows what the client needs and makes a new client and a draft requirement in one click', async () => {
    const user = userEvent.setup();
    const calls = renderRequest(REQUEST);
    expect(await screen.findByRole('heading', { level: 1, name: 'Woodgrove <Labs>: 2 × Java engineer' })).toBeTruthy();
    const needs = screen.getByRole('region', { name: 'What they need' });
    expect(within(needs).getByText('Skills').nextSibling?.textContent).toBe('Java 17, Spring Boot');
    expect(within(needs).getByText('<b>Claims</b> platform')).toBeTruthy();

    const panel = screen.getByRole('region', { name: 'Client and requirement' });
    await user.click(within(panel).getByRole('button', { name: 'Create client and requirement' }));
    expect(calls.find((call) => call.url.endsWith('/convert'))).toMatchObject({
      url: adminPaths.clientRequestConvert(ID),
      method: 'POST',
      body: { clientId: null },
    });
    expect(await screen.findByText(/Client Woodgrove <Labs> created; draft requirement REQ-1042 created/)).toBeTruthy();
    const became = screen.getByRole('region', { name: 'Became' });
    expect(within(became).getByRole('link', { name: 'Woodgrove <Labs>' }).getAttribute('href')).toBe(
      '/admin/clients/c-new',
    );
    expect(within(became).getByRole('link', { name: 'REQ-1042 Java engineer' }).getAttribute('href')).toBe(
      '/admin/openings/1042',
    );
    expect(screen.queryByRole('button', { name: /create/i })).toBeNull();
  });

  it('flags a client with the same domain and adds the requester to it', async () => {
    const user = userEvent.setup();
    const calls = renderRequest({ ...REQUEST, sameDomainClients: [{ id: WOODGROVE, name: 'Woodgrove Bank' }] });
    const panel = await screen.findByRole('region', { name: 'Client and requirement' });
    const group = within(panel).getByRole('group', { name: 'A client with woodgrove.example already exists' });
    expect((within(group).getByRole('radio', { name: 'Add to Woodgrove Bank' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(group).getByRole('radio', { name: 'New client: Woodgrove <Labs>' })).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Add to Woodgrove Bank and create requirement' }));
    expect(calls.find((call) => call.url.endsWith('/convert'))?.body).toEqual({ clientId: WOODGROVE });
    expect(await screen.findByText(/Added to Woodgrove Bank; draft requirement REQ-1042 created/)).toBeTruthy();
  });

  it('tells a recruiter who converts, and offers no button', async () => {
    role.value = 'recruiter';
    renderRequest(REQUEST);
    const panel = await screen.findByRole('region', { name: 'Client and requirement' });
    expect(within(panel).getByText(/An account manager or an admin turns this request/)).toBeTruthy();
    expect(within(panel).queryByRole('button')).toBeNull();
  });
});
