import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { internshipPipeline } from '#contracts/admin/internships';
import { isClientError } from '../api/admin-client';
import { internshipsApi } from '../api/console-api';
import { SentMails } from '../applications/sent-mails';
import { Pipeline } from '../applications/pipeline';
import { consolePaths } from '../console-paths';
import { MailComposer } from '../mail/mail-composer';
import { RatingsPanel } from '../ratings/ratings-panel';
import { useScreenParam } from '../shell/screen-params';
import { useMe } from '../shell/session';
import { DetailList, emailItem } from '../ui/detail-list';
import { formatMoment } from '../ui/format';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { Panel } from '../ui/panel';
import { ResumeAccess } from '../ui/resume-access';
import { ResumeView } from '../ui/resume-view';
import { StatusBadge } from '../ui/status-badge';
import { StatusPanels } from '../ui/status-panels';
import { useRecord } from '../ui/use-record';
import { INTERNSHIP_WORKFLOW } from './internship-workflow';

const SHOWN_FIRST = new Set(['e-mail', 'area of interest']);

/**
 * One internship application, as a job application's screen shows one: where it stands on the
 * internship steps, the resume beside the answers, the mails sent and "Send mail" (a template, and
 * optionally a move to a step); ratings, moves (a reason for Rejected and Withdrawn) and notes, and
 * the history.
 */
export default function InternshipScreen() {
  const id = useScreenParam('id');
  const me = useMe();
  const [composing, setComposing] = useState(false);
  const { record, fallback, saved, setSaved, setChanged, change } = useRecord({
    key: id,
    load: (signal) => internshipsApi.get(id, { signal }),
    title: 'Internship application',
    missing: 'There is no such internship application (it may have been erased).',
    sameKey: (changed) => changed.id === id,
  });
  if (!record) return fallback;
  return (
    <>
      <p className="mb-2">
        <Link to={consolePaths.internships}>← All internship applications</Link>
        {' · '}
        <Link to={consolePaths.internshipsBoard}>Board</Link>
      </p>
      <PageTitle title={record.name}>
        <StatusBadge status={record.status} label={internshipPipeline.labels[record.status]} />
        <Button variant="primary" size="sm" onClick={() => setComposing(true)}>
          Send mail
        </Button>
      </PageTitle>
      <MailComposer
        owner="internship"
        show={composing}
        applicationIds={[record.id]}
        recipientLabel={record.name}
        onHide={() => setComposing(false)}
        onSent={(_result, _request, shown) => {
          setComposing(false);
          setSaved(`Mail “${shown.subject}” queued to ${record.email}; it is on the history below.`);
          void internshipsApi.get(record.id).then((fresh) => {
            if (!isClientError(fresh)) setChanged(fresh);
          });
        }}
      />
      {saved ? <Notice kind="success">{saved}</Notice> : null}
      <div className="console-grid">
        <div>
          <Panel id="internship-pipeline" title="Where it stands">
            <Pipeline
              pipeline={internshipPipeline}
              status={record.status}
              reason={record.reason?.label}
              history={record.history}
            />
          </Panel>
          <Panel id="internship-resume" title="Resume">
            <div className="mb-3">
              <ResumeAccess file={record.resumeFile} getLink={() => internshipsApi.resumeLink(record.id)} />
            </div>
            <ResumeView owner="internship" id={record.id} name={record.name} />
          </Panel>
          <Panel id="internship-answers" title="Application">
            <DetailList
              items={[
                emailItem(record.email),
                ['Area of interest', record.areaOfInterest],
                ['Received', formatMoment(record.createdAt)],
                // The answers, less the two shown first.
                ...record.answers
                  .filter((answer) => !SHOWN_FIRST.has(answer.label.toLowerCase()))
                  .map((answer): [string, string] => [answer.label, answer.value]),
              ]}
            />
          </Panel>
          <Panel id="internship-mails" title="Mails sent">
            <SentMails mails={record.mails} empty="No mails to this applicant." />
          </Panel>
        </div>
        <div>
          <Panel id="internship-ratings" title="Ratings">
            <RatingsPanel application={record} myId={me.id} rate={internshipsApi.rate} onSaved={change} />
          </Panel>
          <StatusPanels record={record} workflow={INTERNSHIP_WORKFLOW} api={internshipsApi} onSaved={change} />
        </div>
      </div>
    </>
  );
}
