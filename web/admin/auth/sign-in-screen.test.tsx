import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPaths } from '#contracts/admin/paths';
import { SessionProvider } from '../shell/session';
import SignInScreen from './sign-in-screen';
import { jsonResponse, mockFetch } from '../test-support/fetch-mock';

const fetchMock = mockFetch();
afterEach(() => {
  vi.useRealTimers();
});

const json = (body: unknown, status = 200) => jsonResponse(body, status);
const me = {
  id: 'u1',
  email: 'maya@example.com',
  name: 'Maya',
  role: 'admin',
  totpEnabled: true,
  sessionExpiresAt: '2026-11-23T20:00:00.000Z',
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Answers GET /me with 401, and each sign-in POST with the next of `answers`. */
function serve(answers: Response[]) {
  const bodies: unknown[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === adminPaths.me) return json({ message: 'Sign in first.' }, 401);
    if (url === adminPaths.signIn) {
      bodies.push(JSON.parse(String(init?.body)));
      expect(init?.credentials).toBe('same-origin');
      return answers.shift() ?? json({ message: 'no more answers' }, 500);
    }
    throw new Error(`unexpected ${url}`);
  });
  return bodies;
}

function renderScreen() {
  render(
    <MemoryRouter initialEntries={['/admin/sign-in?next=%2Fadmin%2Fapplications']}>
      <SessionProvider>
        {/* As in the console, the screen is a route's: it is gone once sign-in has led elsewhere (left
            on screen, it would send a visitor already signed in on to Home, its `next` gone). */}
        <Routes>
          <Route path="/admin/sign-in" element={<SignInScreen />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </SessionProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('SignInScreen', () => {
  it('asks for the code after the password, then signs in and goes where the visitor was headed', async () => {
    const bodies = serve([json({ status: 'code-required' }), json({ status: 'signed-in', me })]);
    const user = renderScreen();
    await user.type(screen.getByLabelText('E-mail'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText('Code from your authenticator app');
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/applications'));
    expect(bodies).toEqual([
      { email: 'maya@example.com', password: 'correct horse battery staple' },
      { email: 'maya@example.com', password: 'correct horse battery staple', code: '123 456' },
    ]);
  });

  it('enrols an account without a second factor: key, code, recovery codes shown once, then on', async () => {
    const totp = {
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/Northwind:maya?secret=JBSWY3DPEHPK3PXP',
    };
    const recoveryCodes = ['abcde-fghjk', 'mnpqr-stuvw'];
    const bodies = serve([json({ status: 'enrol-required', totp }), json({ status: 'signed-in', me, recoveryCodes })]);
    const user = renderScreen();
    await user.type(screen.getByLabelText('E-mail'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('totp-secret')).textContent).toBe(totp.secret);
    await user.type(screen.getByLabelText('Code from your authenticator app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    const codes = await screen.findByTestId('recovery-codes');
    expect(codes.textContent).toContain('abcde-fghjk');
    expect(screen.getByTestId('where').textContent).toBe('/admin/sign-in');
    await user.click(screen.getByRole('button', { name: /continue/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/applications'));
    expect(bodies[1]).toEqual({ email: 'maya@example.com', password: 'correct horse battery staple', code: '654321' });
  });

  it('says only that the e-mail or password is wrong, and names the wait after too many tries', async () => {
    // Only the countdown's clock is faked: the requests and the typing run on real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const limited = new Response(JSON.stringify({ message: 'Too many.' }), {
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': '10' },
    });
    const bodies = serve([json({ message: 'Sign-in failed.' }, 401), limited, json({ status: 'code-required' })]);
    const user = renderScreen();
    await user.type(screen.getByLabelText('E-mail'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The e-mail address or the password is not right.');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Wait 10 seconds, then try again.'),
    );
    const button = screen.getByRole('button', { name: 'Try again in 10 seconds' });
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(4_000));
    expect(button.textContent).toBe('Try again in 6 seconds');
    act(() => vi.advanceTimersByTime(6_000));
    expect(screen.getByRole('status').textContent).toBe('You can try again now.');
    expect(screen.queryByRole('alert')).toBeNull();
    const again = screen.getByRole('button', { name: 'Sign in' });
    expect(again).toBeEnabled();
    await user.click(again);
    expect(await screen.findByLabelText('Code from your authenticator app')).toBeTruthy();
    expect(bodies).toHaveLength(3);
    expect(screen.getByTestId('where').textContent).toBe('/admin/sign-in');
  });

  it('checks the fields with the contract before sending anything', async () => {
    serve([]);
    const user = renderScreen();
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('E-mail must be a valid e-mail address.')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === adminPaths.signIn)).toEqual([]);
  });
});
