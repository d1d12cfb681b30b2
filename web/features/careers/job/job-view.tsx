import DOMPurify from 'dompurify';
import { useEffect, useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SectionOf } from '#contracts/content';
import type { Opening, OpeningDetail } from '#contracts/api/staffing/openings';
import { formatDay, shownFacts } from '#contracts/careers/format';
import { DeferredApplicationPanel } from './deferred-application-panel';
import { captureAttribution } from '../attribution/attribution';
import { APPLY_ANCHOR_ID, JOB_BODY_ISLAND_ID } from '#contracts/seo';
import { openingsHref } from '../shared/job-links';
import { useHydrated } from '../../../components/ui/use-hydrated';
import { captureFormCopy } from './form-copy';
import { fillPlaceholders } from './job-placeholders';
import { useServerHtml } from './server-job';
import { ShareJob } from './share-job';
import { SimilarOpenings } from './similar-openings';
import { StickyApply } from './sticky-apply';
import { useOpening } from './use-opening';

type Props = {
  keyDetails: SectionOf<'JOB-SECTION'>['keyDetails'];
  detailsHeading: string;
  descriptionHeading: string;
  formHeading: string;
  formIntro?: string | undefined;
  listHref?: string | undefined;
  headingLevel: 'h1' | 'h2';
};

/** 'Back to jobs search': one step back when the visitor came from somewhere in the site, else the list. */
function BackButton({ listHref }: { listHref: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== 'default';
  return (
    <Button
      variant="outline-primary"
      className="job-view__back"
      onClick={() => (hasHistory ? navigate(-1) : navigate(listHref))}
    >
      <span aria-hidden="true">←</span> Back to jobs search
    </Button>
  );
}

function Description({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className="job-view__description" dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * The job's details beside the form's panel. While only the list's copy of the opening is known (it
 * came as navigation state), the same layout shows at once: the known facts, '…' for the rest and a
 * block of the description's size, so nothing moves when the full record arrives. Similar openings
 * come after the form (under it on a phone, under the description on a desktop: job-section.scss),
 * so nothing above the form grows when they load. server/seo/job-html.ts sends the same layout.
 */
function Details({ opening, ...props }: Props & { opening: Opening | OpeningDetail }) {
  const complete = 'INTERNAL_JOB_DESCRIPTION' in opening;
  const Heading = props.headingLevel;
  const SubHeading = props.headingLevel === 'h1' ? 'h2' : 'h3';
  return (
    <>
      <div className="row g-4 g-lg-5 job-view__columns">
        <div>
          <Heading className="h3">{props.detailsHeading}</Heading>
          <dl className="job-view__facts">
            {shownFacts(props.keyDetails, opening).map((detail) => (
              <div key={detail.key} className="job-view__fact">
                <dt>{detail.key}</dt>
                <dd>
                  {complete
                    ? fillPlaceholders(detail.value, opening)
                    : fillPlaceholders(detail.value, opening).replace('—', '…')}
                </dd>
              </div>
            ))}
          </dl>
          <ShareJob opening={opening} />
          <SubHeading className="h4 mt-4">{props.descriptionHeading}</SubHeading>
          <p className="job-view__posted text-body-secondary">
            Posted <time dateTime={opening.POSTED_DATE}>{formatDay(opening.POSTED_DATE)}</time>
          </p>
          {complete ? (
            <Description html={opening.INTERNAL_JOB_DESCRIPTION} />
          ) : (
            <div className="job-view__description job-view__description--pending" role="status">
              <span className="visually-hidden">Loading the job…</span>
            </div>
          )}
        </div>
        <div>
          <div className="job-view__apply" id={APPLY_ANCHOR_ID}>
            <SubHeading className="h3">{props.formHeading}</SubHeading>
            {props.formIntro && <p className="text-body-secondary">{props.formIntro}</p>}
            <DeferredApplicationPanel opening={opening} />
          </div>
        </div>
        {/* After the form: they load after the page, and above it on a phone would push it down. No gutter
            above (mt-0): the section has its own rule and margin, and the column is empty until then. */}
        <div className="mt-0">
          {complete && <SimilarOpenings jobId={opening.REQ_ID} heading="Similar openings" Heading={SubHeading} />}
        </div>
      </div>
      <StickyApply />
    </>
  );
}

/** The job page's body: the job's details and description beside the application form. */
export function JobView(props: Props) {
  const state = useOpening();
  // Candidates often land here first (search engines, job sites, shared links): note where from.
  useEffect(() => captureAttribution(), []);
  const hydrated = useHydrated();
  // The job's details as the server wrote them into the page (an open job): kept as they are while
  // the app hydrates, so they paint before any script runs; then the app renders the same opening.
  const serverHtml = useServerHtml(JOB_BODY_ISLAND_ID);
  // The server's copy of the application form (and anything typed into it), kept before the app
  // replaces the server's markup: it stands in for the form until the form has loaded.
  if (!hydrated) captureFormCopy();
  const shown = state.status === 'ready' ? state.opening : state.status === 'loading' ? state.preview : null;
  // A job no longer open still names its id: point to open roles like it.
  const [searchParams] = useSearchParams();
  const missingId = state.status === 'missing' ? Number(searchParams.get('jobId')) || null : null;
  const listHref = props.listHref ?? openingsHref;
  const Heading = props.headingLevel;

  return (
    <div className="job-view">
      <div className="mb-4">
        <BackButton listHref={listHref} />
      </div>
      {!hydrated && (
        <div id={JOB_BODY_ISLAND_ID} className="job-view__static" dangerouslySetInnerHTML={{ __html: serverHtml }} />
      )}
      {/* One place for the details, from the list's copy to the full record: the form keeps its state. */}
      {shown && <Details opening={shown} {...props} />}
      {state.status === 'loading' && !state.preview && (
        <div className="job-view__loading" role="status">
          <Spinner animation="border" aria-hidden="true" />
          <span className="ms-2">Loading the job…</span>
        </div>
      )}
      {state.status === 'error' && (
        <Alert variant="warning">
          <p className="mb-2">We could not load this job just now. Check your connection, then try again.</p>
          <Button onClick={state.retry}>Try again</Button>
        </Alert>
      )}
      {state.status === 'missing' && (
        <div className="job-view__missing">
          <Heading className="h3">This job is no longer open</Heading>
          <p>
            The position may have been filled or withdrawn. Plenty of others are open right now — take a look at the
            current openings.
          </p>
          <Link to={listHref} className="btn btn-primary">
            See current openings
          </Link>
          {missingId !== null && (
            <SimilarOpenings
              jobId={missingId}
              heading="Open roles like this one"
              Heading={props.headingLevel === 'h1' ? 'h2' : 'h3'}
            />
          )}
        </div>
      )}
    </div>
  );
}
