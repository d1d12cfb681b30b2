import { Link } from 'react-router';
import type { ProfileBadge } from '#contracts/admin/candidates';
import { consolePaths } from '../console-paths';

/** "3 applications by this person" (to the candidate's profile), and a flag when it may be a duplicate. */
export function ProfileLink({ person, compact = false }: { person: ProfileBadge | undefined; compact?: boolean }) {
  if (!person) return null;
  const many = person.applications > 1;
  if (!many && !person.possibleDuplicate && compact) return null;
  const text = compact
    ? `${person.applications} applications`
    : many
      ? `${person.applications} applications by this person`
      : 'Candidate profile';
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-1">
      {many || !compact ? <Link to={consolePaths.candidate(person.id)}>{text}</Link> : null}
      {person.possibleDuplicate ? (
        <Link
          to={consolePaths.candidate(person.id)}
          className="badge text-bg-warning text-decoration-none"
          title="Another candidate has the same phone or e-mail"
        >
          Possible duplicate
        </Link>
      ) : null}
    </span>
  );
}
