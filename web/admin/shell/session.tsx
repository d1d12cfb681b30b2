import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { Me } from '#contracts/admin/auth';
import { adminPaths } from '#contracts/admin/paths';
import { NoBody, getJson, isClientError, onSessionEnded, sendJson } from '../api/admin-client';

export type Session =
  | { state: 'loading' }
  /** `ended`: the server ended the session (timeout, sign-out elsewhere); `failed`: the check itself failed. */
  | { state: 'signed-out'; ended?: boolean; failed?: string }
  | { state: 'signed-in'; me: Me };

type SessionValue = {
  session: Session;
  /** After sign-in or account set-up: the answer's staff member. */
  signedIn: (me: Me) => void;
  signOut: () => Promise<void>;
};

const SessionContext = createContext<SessionValue | null>(null);

/** Who is signed in, asked of the server once (GET /me); a 401 from any later call signs out here too. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getJson(adminPaths.me, Me, { signal: controller.signal }).then(
      (answer) => {
        if (controller.signal.aborted) return;
        if (!isClientError(answer)) setSession({ state: 'signed-in', me: answer });
        else if (answer.status === 401) setSession({ state: 'signed-out' });
        else setSession({ state: 'signed-out', failed: answer.message });
      },
      () => undefined,
    );
    const stop = onSessionEnded(() => setSession({ state: 'signed-out', ended: true }));
    return () => {
      controller.abort();
      stop();
    };
  }, []);

  const signedIn = useCallback((me: Me) => setSession({ state: 'signed-in', me }), []);
  const signOut = useCallback(async () => {
    await sendJson('POST', adminPaths.signOut, NoBody, {});
    setSession({ state: 'signed-out' });
  }, []);

  const value = useMemo(() => ({ session, signedIn, signOut }), [session, signedIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The signed-in staff member; only for screens the console shows to signed-in staff. */
export function useMe(): Me {
  const { session } = useSession();
  if (session.state !== 'signed-in') throw new Error('useMe without a session');
  return session.me;
}
