import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { CONSOLE_BASE, consolePaths } from './console-paths';
import { AuthFrame } from './shell/auth-frame';
import { ConsoleLayout } from './shell/console-layout';
import { matchScreen } from './shell/match-screen';
import { Redirect } from './shell/redirect';
import { ScreenParamsContext } from './shell/screen-params';
import { screens } from './shell/screens';
import './styles/console.scss';
import { SessionProvider, useSession } from './shell/session';
import { Loading, Notice } from './ui/notice';
import { PageTitle } from './ui/page-title';

/** The staff console: who is signed in, and the screen for the path. */
export default function ConsoleApp() {
  return (
    <SessionProvider>
      <ScreenSwitch />
    </SessionProvider>
  );
}

function findScreen(pathname: string) {
  for (const entry of screens) {
    const params = matchScreen(entry.pattern, pathname);
    if (params) return { entry, params };
  }
  return undefined;
}

function ScreenSwitch() {
  const { pathname, search } = useLocation();
  const { session } = useSession();
  const found = findScreen(pathname);
  const here = `${pathname}${search}`;

  if (session.state === 'loading') {
    return (
      <AuthFrame>
        <Loading label="Opening the console…" />
      </AuthFrame>
    );
  }
  const signedIn = session.state === 'signed-in';

  if (!found) {
    if (pathname.replace(/\/+$/, '') === CONSOLE_BASE) {
      return <Redirect to={signedIn ? consolePaths.today : consolePaths.signIn} />;
    }
    if (!signedIn) return <Redirect to={`${consolePaths.signIn}?next=${encodeURIComponent(here)}`} />;
    return (
      <ConsoleLayout>
        <PageTitle title="Page not found" />
        <p>
          This console page does not exist. <Link to={consolePaths.today}>Go to Home</Link>.
        </p>
      </ConsoleLayout>
    );
  }

  const { entry, params } = found;
  const screen = (
    <ScreenParamsContext.Provider value={params}>
      <Suspense fallback={<Loading />}>
        <entry.Screen key={pathname} />
      </Suspense>
    </ScreenParamsContext.Provider>
  );

  if (entry.access === 'anyone') return <AuthFrame>{screen}</AuthFrame>;
  if (!signedIn) return <Redirect to={`${consolePaths.signIn}?next=${encodeURIComponent(here)}`} />;
  if (entry.access === 'admin' && session.me.role !== 'admin') {
    return (
      <ConsoleLayout>
        <PageTitle title="Admins only" />
        <Notice kind="info">This page is for admins. Ask an admin if you need something done here.</Notice>
      </ConsoleLayout>
    );
  }
  return <ConsoleLayout>{screen}</ConsoleLayout>;
}
