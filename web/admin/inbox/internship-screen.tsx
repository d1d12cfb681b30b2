import { internshipsApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { DetailList, emailItem } from '../ui/detail-list';
import { formatMoment } from '../ui/format';
import { ResumeAccess } from '../ui/resume-access';
import { ResumeView } from '../ui/resume-view';
import { Panel } from '../ui/panel';
import { InboxRecordScreen } from './inbox-record-screen';

const SHOWN_FIRST = new Set(['e-mail', 'area of interest']);

/** One internship application: the resume beside the answers, status and notes. */
export default function InternshipScreen() {
  return (
    <InboxRecordScreen
      api={internshipsApi}
      kind="internship application"
      back={{ to: consolePaths.internships, label: 'All internship applications' }}
      title={(record) => record.name}
      main={(record) => (
        <>
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
        </>
      )}
    />
  );
}
