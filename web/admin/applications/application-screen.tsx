import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link, useSearchParams } from 'react-router';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  stageLabel,
} from '#contracts/admin/applications';
import { isClientError } from '../api/admin-client';
import { applicationsApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { ProfileLink } from '../candidates/profile-link';
import { DeskPanel } from '../desk/desk-panel';
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
import { SentMails } from './sent-mails';
import { StatusPanels, type Workflow } from '../ui/status-panels';
import { useRecord } from '../ui/use-record';
import { ListSteps } from './list-steps';
import { useShortcuts } from '../ui/use-shortcuts';
import { reasonKindOf } from '#contracts/admin/reasons';
import { Pipeline } from './pipeline';
import { Panel } from '../ui/panel';

/** An application's stages on its screen. */
const APPLICATION_WORKFLOW: Workflow<ApplicationStatus> = {
  statuses: APPLICATION_STATUSES,
  labels: APPLICATION_STATUS_LABELS,
  updateTitle: 'Move or add a note',
  rejecter: { when: 'rejected', labels: { us: 'We did', client: 'The client did' } },
  reasonFor: (status, rejectedBy) => reasonKindOf(status, rejectedBy),
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
        <StatusBadge status={application.status} label={stageLabel(application.status, application.rejectedBy)} />
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
          setSaved(
            shown.sendAt
              ? `Mail “${shown.subject}” to ${application.email} leaves ${formatMoment(shown.sendAt)}; cancel it under “Mails sent” until then.`
              : `Mail “${shown.subject}” queued to ${application.email}; it is on the history below.`,
          );
          void applicationsApi.get(application.id).then((fresh) => {
            if (!isClientError(fresh)) setChanged(fresh);
          });
        }}
      />
      {saved ? <Notice kind="success">{saved}</Notice> : null}
      <div className="console-grid">
        <div>
          <Panel id="application-pipeline" title="Where it stands">
            <Pipeline
              status={application.status}
              rejectedBy={application.rejectedBy}
              reason={application.reason?.label}
              history={application.history}
            />
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
            <SentMails
              mails={application.mails}
              empty="No mails about this application."
              onCancel={async (mail) => {
                const answer = await applicationsApi.cancelMail(application.id, mail.id);
                if (isClientError(answer)) return answer.message;
                change(answer, `Mail “${mail.subject}” cancelled: it will not be sent.`);
                return null;
              }}
            />
            <Button variant="outline-primary" size="sm" onClick={() => setComposing(true)}>
              Write a mail
            </Button>
          </Panel>
        </div>
        <div>
          <DeskPanel
            application={application}
            onChanged={(message) => {
              setSaved(message);
              void applicationsApi.get(application.id).then((fresh) => {
                if (!isClientError(fresh)) setChanged(fresh);
              });
            }}
          />
          <Panel id="application-ratings" title="Ratings">
            <RatingsPanel application={application} myId={me.id} rate={applicationsApi.rate} onSaved={change} />
          </Panel>
          <StatusPanels record={application} workflow={APPLICATION_WORKFLOW} api={applicationsApi} onSaved={change} />
        </div>
      </div>
    </>
  );
}
