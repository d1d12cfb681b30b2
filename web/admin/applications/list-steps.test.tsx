import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Neighbours } from '#contracts/admin/applications';
import { adminPaths } from '#contracts/admin/paths';
import { ListSteps } from './list-steps';
import { jsonResponse, mockFetch } from '../test-support/fetch-mock';
import { renderAt } from '../test-support/router';

const fetchMock = mockFetch();

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

/** Three applications in a row; each asks for its neighbours. */
function serve() {
  const asked: URL[] = [];
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://console.test');
    asked.push(url);
    const n = Number(url.pathname.split('/').at(-2)?.at(-1));
    const answer: Neighbours = {
      previous: n > 1 ? { id: ID(n - 1), name: `Person ${n - 1}` } : null,
      next: n < 3 ? { id: ID(n + 1), name: `Person ${n + 1}` } : null,
      position: n,
      total: 3,
    };
    return jsonResponse(answer);
  });
  return asked;
}

function Screen() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return <ListSteps key={id} id={id} params={params} />;
}

const renderStepsAt = (entry: string) => renderAt(entry, '/admin/applications/:id', <Screen />);

describe('ListSteps', { timeout: 20_000 }, () => {
  it('asks for the neighbours in the list the URL names, and links to them in that list', async () => {
    const asked = serve();
    renderStepsAt(`/admin/applications/${ID(2)}?status=new&sort=name&page=2&evil=1&minRating=9`);
    await screen.findByText('2 of 3');
    const next = await screen.findByRole('link', { name: /^Next/ });
    expect(next.textContent).toBe('Next → applicant: Person 3');
    expect(asked[0]?.pathname).toBe(adminPaths.applicationNeighbours(ID(2)));
    // The list's own parameters, typed; an unknown one or a value the schema refuses is dropped.
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({ status: 'new', sort: 'name', page: '2' });
    expect(next.getAttribute('href')).toBe(`/admin/applications/${ID(3)}?page=2&status=new&sort=name`);
    expect(screen.getByText('2 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to the list/ }).getAttribute('href')).toBe(
      '/admin/applications?page=2&status=new&sort=name',
    );
  });

  it('steps with j and k, stops at the ends, and lists the keys under ?', async () => {
    serve();
    renderStepsAt(`/admin/applications/${ID(2)}?status=new`);
    await screen.findByText('2 of 3');
    const user = userEvent.setup();
    await user.keyboard('j');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(`/admin/applications/${ID(3)}?status=new`),
    );
    await screen.findByText('3 of 3');
    expect((screen.getByRole('button', { name: 'Next →' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('j');
    expect(screen.getByTestId('where').textContent).toBe(`/admin/applications/${ID(3)}?status=new`);
    await user.keyboard('k');
    await screen.findByText('2 of 3');
    await user.keyboard('k');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(`/admin/applications/${ID(1)}?status=new`),
    );
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(help.textContent).toContain('Next applicant in the list');
    expect(help.textContent).toContain('Previous applicant in the list');
  });

  it('says All applicants when opened from elsewhere (no list in the URL)', async () => {
    serve();
    renderStepsAt(`/admin/applications/${ID(1)}`);
    expect((await screen.findByRole('link', { name: /All applicants/ })).getAttribute('href')).toBe(
      '/admin/applications',
    );
  });
});
