import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SectionOf } from '#contracts/content';
import type { OpeningDetail } from '#contracts/api/staffing/openings';
import { DeferredApplicationPanel } from '../application/deferred-application-panel';
import { openingsHref } from '../shared/job-links';
import { fillPlaceholders } from './job-placeholders';
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

function Details({ opening, ...props }: Props & { opening: OpeningDetail }) {
  const Heading = props.headingLevel;
  const SubHeading = props.headingLevel === 'h1' ? 'h2' : 'h3';
  return (
    <div className="row g-4 g-lg-5">
      <div className="col-lg-6">
        <Heading className="h3">{props.detailsHeading}</Heading>
        <dl className="job-view__facts">
          {props.keyDetails.map((detail) => (
            <div key={detail.key} className="job-view__fact">
              <dt>{detail.key}</dt>
              <dd>{fillPlaceholders(detail.value, opening)}</dd>
            </div>
          ))}
        </dl>
        <SubHeading className="h4 mt-4">{props.descriptionHeading}</SubHeading>
        <Description html={opening.INTERNAL_JOB_DESCRIPTION} />
      </div>
      <div className="col-lg-6">
        <div className="job-view__apply">
          <SubHeading className="h3">{props.formHeading}</SubHeading>
          {props.formIntro && <p className="text-body-secondary">{props.formIntro}</p>}
          <DeferredApplicationPanel opening={opening} />
        </div>
      </div>
    </div>
  );
}

/** The job page's body: the job's details and description beside the application form. */
export function JobView(props: Props) {
  const state = useOpening();
  const listHref = props.listHref ?? openingsHref;
  const Heading = props.headingLevel;

  return (
    <div className="job-view">
      <div className="mb-4">
        <BackButton listHref={listHref} />
      </div>
      {state.status === 'loading' && (
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
        </div>
      )}
      {state.status === 'ready' && <Details opening={state.opening} {...props} />}
    </div>
  );
}
