import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link, useSearchParams } from 'react-router';
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, type ApplicationStatus } from '#contracts/admin/applications';
import { isClientError } from '../api/admin-client';
import { applicationsApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { ProfileLink } from '../candidates/profile-link';
import { MailComposer } from '../mail/mail-composer';
import { RatingsPanel } from '../ratings/ratings-panel';
import { useScreenParam } from '../shell/screen-params';
import { useMe } from '../shell/session';
import { DetailList } from '../ui/detail-list';
import { formatMoment } from '../ui/format';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { ResumeAccess } from '../ui/resume-access';
import { ResumeView } from '../ui/resume-view';
import { StatusBadge } from '../ui/status-badge';
import { StatusPanels, type Workflow } from '../ui/status-panels';
import { useRecord } from '../ui/use-record';
import { ListSteps } from './list-steps';
import { useShortcuts } from '../ui/use-shortcuts';
import { Pipeline } from './pipeline';
import { Panel } from '../ui/panel';

/** An application's stages on its screen. */
const APPLICATION_WORKFLOW: Workflow<ApplicationStatus> = {
  statuses: APPLICATION_STATUSES,
  labels: APPLICATION_STATUS_LABELS,
  updateTitle: 'Move or add a note',
};

/** This screen's own keys; the list steps add `j`, `k` and `?` and show them all in one help. */
const SHORTCUTS = [['e', 'Mail the candidate']] as const;

/**
 * One application: where it stands, the resume beside the answers, the mails sent, ratings, moves
 * and notes; Previous / Next step through the list it was opened from (its query is in the URL).
 */
export default function ApplicationScreen() {
  const id = useScreenParam('id');
  const [params] = useSearchParams();
  const {
    record: application,
    fallback,
    saved,
    setSaved,
    setChanged,
    change,
  } = useRecord({
    key: id,
    load: (signal) => applicationsApi.get(id, { signal }),
    title: 'Application',
    missing: 'There is no such application (it may have been erased).',
    sameKey: (record) => record.id === id,
  });
  const [composing, setComposing] = useState(false);
  const me = useMe();
  useShortcuts({ e: () => setComposing(true) });

  if (!application) return fallback;
  const incomplete = application.resume !== 'stored';

  return (
    <>
      <ListSteps id={id} params={params} moreKeys={SHORTCUTS} />
      <PageTitle title={application.name}>
        <StatusBadge status={application.status} />
        {incomplete ? <StatusBadge status="incomplete" /> : null}
        <Button variant="primary" size="sm" onClick={() => setComposing(true)} aria-keyshortcuts="e">
          Send mail <kbd className="ms-1">e</kbd>
        </Button>
      </PageTitle>
      {application.person ? (
        <p className="mb-3">
          <ProfileLink person={application.person} />
        </p>
      ) : null}
      <MailComposer
        show={composing}
        applicationIds={[application.id]}
        recipientLabel={application.name}
        onHide={() => setComposing(false)}
        onSent={(_result, _request, shown) => {
          setComposing(false);
          setSaved(`Mail “${shown.subject}” queued to ${application.email}; it is on the history below.`);
          void applicationsApi.get(application.id).then((fresh) => {
            if (!isClientError(fresh)) setChanged(fresh);
          });
        }}
      />
      {saved ? <Notice kind="success">{saved}</Notice> : null}
      <div className="console-grid">
        <div>
          <Panel id="application-pipeline" title="Where it stands">
            <Pipeline status={application.status} history={application.history} />
          </Panel>
          <Panel id="application-resume" title="Resume">
            <div className="mb-3">
              <ResumeAccess file={application.resumeFile} getLink={() => applicationsApi.resumeLink(application.id)} />
            </div>
            {application.resumeFile ? (
              <ResumeView owner="application" id={application.id} name={application.name} />
            ) : null}
          </Panel>
          <Panel id="application-answers" title="Application">
            <DetailList
              items={[
                [
                  'Opening',
                  application.opening ? (
                    <Link key="o" to={`${consolePaths.applications}?reqId=${application.opening.reqId}`}>
                      {application.opening.title} (job {application.opening.reqId})
                    </Link>
                  ) : (
                    '—'
                  ),
                ],
                [
                  'E-mail',
                  <a key="e" href={`mailto:${application.email}`}>
                    {application.email}
                  </a>,
                ],
                ['Applied', formatMoment(application.createdAt)],
                ...application.answers.map((answer): [string, string] => [answer.label, answer.value]),
              ]}
            />
          </Panel>
          <Panel id="application-mails" title="Mails sent">
            {application.mails.length === 0 ? (
              <p>No mails about this application.</p>
            ) : (
              <ul className="console-history">
                {application.mails.map((mail) => (
                  <li key={mail.id}>
                    <strong>{mail.subject}</strong> <StatusBadge status={mail.status} />
                    <span className="console-sub">
                      To {mail.to.join(', ')} ·{' '}
                      {mail.status === 'sent' ? `sent ${formatMoment(mail.sentAt)}` : mail.status}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Button variant="outline-primary" size="sm" onClick={() => setComposing(true)}>
              Write a mail
            </Button>
          </Panel>
        </div>
        <div>
          <Panel id="application-ratings" title="Ratings">
            <RatingsPanel application={application} myId={me.id} onSaved={change} />
          </Panel>
          <StatusPanels record={application} workflow={APPLICATION_WORKFLOW} api={applicationsApi} onSaved={change} />
        </div>
      </div>
    </>
  );
}
