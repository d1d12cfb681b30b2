import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Loading } from '../ui/notice';

/** Replaces the current entry with `to` (no extra Back step). */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return <Loading />;
}
