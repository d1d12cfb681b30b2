import { useState } from 'react';
import { Link } from 'react-router';
import { INBOX_STATUSES, type InternshipDetail } from '#contracts/admin/inbox';
import { internshipsApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { useScreenParam } from '../shell/screen-params';
import { DetailList } from '../ui/detail-list';
import { formatMoment } from '../ui/format';
import { Loading, Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { RecordHistory } from '../ui/record-history';
import { ResumeAccess } from '../ui/resume-access';
import { ResumeView } from '../ui/resume-view';
import { StatusBadge } from '../ui/status-badge';
import { StatusForm } from '../ui/status-form';
import { useResource } from '../ui/use-resource';
import { INBOX_STATUS_LABELS } from './inbox-statuses';

/** One internship application: the answers, the resume, status and notes. */
export default function InternshipScreen() {
  const id = useScreenParam('id');
  const loaded = useResource((signal) => internshipsApi.get(id, { signal }), id);
  const [changed, setChanged] = useState<InternshipDetail | null>(null);
  const [saved, setSaved] = useState('');

  if (loaded.state === 'error') {
    return (
      <>
        <PageTitle title="Internship application" />
        <Notice kind="error">{loaded.status === 404 ? 'There is no such application.' : loaded.message}</Notice>
      </>
    );
  }
  const record = changed?.id === id ? changed : loaded.data;
  if (!record) return <Loading />;
  return (
    <>
      <p className="mb-2">
        <Link to={consolePaths.internships}>← All internship applications</Link>
      </p>
      <PageTitle title={record.name}>
        <StatusBadge status={record.status} />
      </PageTitle>
      {saved ? <Notice kind="success">{saved}</Notice> : null}
      <div className="console-grid">
        <div>
          <section className="console-panel" aria-labelledby="internship-resume">
            <h2 id="internship-resume">Resume</h2>
            <div className="mb-3">
              <ResumeAccess file={record.resumeFile} getLink={() => internshipsApi.resumeLink(record.id)} />
            </div>
            <ResumeView owner="internship" id={record.id} name={record.name} />
          </section>
          <section className="console-panel" aria-labelledby="internship-answers">
            <h2 id="internship-answers">Application</h2>
            <DetailList
              items={[
                [
                  'E-mail',
                  <a key="e" href={`mailto:${record.email}`}>
                    {record.email}
                  </a>,
                ],
                ['Area of interest', record.areaOfInterest],
                ['Received', formatMoment(record.createdAt)],
                ...record.answers.map((answer): [string, string] => [answer.label, answer.value]),
              ]}
            />
          </section>
        </div>
        <div>
          <section className="console-panel" aria-labelledby="internship-update">
            <h2 id="internship-update">Status or a note</h2>
            <StatusForm
              key={record.status}
              current={record.status}
              statuses={INBOX_STATUSES}
              labels={INBOX_STATUS_LABELS}
              onStatus={(status, note) => internshipsApi.setStatus(record.id, { status, note })}
              onNote={(text) => internshipsApi.addNote(record.id, { text })}
              onSaved={(next, message) => {
                setChanged(next);
                setSaved(message);
              }}
            />
          </section>
          <section className="console-panel" aria-labelledby="internship-history">
            <h2 id="internship-history">History</h2>
            <RecordHistory entries={record.history} labels={INBOX_STATUS_LABELS} />
          </section>
        </div>
      </div>
    </>
  );
}
