import { Link } from 'react-router';
import type { Opening } from '#contracts/api/staffing/openings';
import { careersApi } from '../api/careers-api';
import { dataCache } from '../shared/data-cache';
import { jobHref } from '../shared/job-links';
import { useRemote } from '../shared/use-remote';

const similar = dataCache<Opening[]>({ freshMs: 5 * 60 * 1000, maxEntries: 20 });

/**
 * Open openings like this job (its title words, country and type), so a candidate always has a way
 * on — from a closed job most of all. Nothing is shown until they have loaded, or when there are none.
 */
export function SimilarOpenings({
  jobId,
  heading,
  Heading = 'h3',
}: {
  jobId: number;
  heading: string;
  Heading?: 'h2' | 'h3';
}) {
  const remote = useRemote(
    `similar:${jobId}`,
    () => similar.load(String(jobId), () => careersApi.similarOpenings(jobId)),
    () => similar.peek(String(jobId)),
  );
  if (remote.status !== 'ready' || remote.data.length === 0) return null;
  const id = `similar-openings-${jobId}`;
  return (
    <section className="similar-openings" aria-labelledby={id}>
      <Heading id={id} className="h4">
        {heading}
      </Heading>
      <ul className="list-unstyled mb-0">
        {remote.data.map((opening) => (
          <li key={opening.REQ_ID} className="similar-openings__item">
            <Link to={jobHref(opening.REQ_ID)} state={{ opening }}>
              {opening.PSTN_TITLE}
            </Link>
            <span className="similar-openings__meta">
              {opening.PSTN_LCTN} · {opening.WORK_LOCATION_PREFERENCE} · {opening.PSTN_TYP}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
