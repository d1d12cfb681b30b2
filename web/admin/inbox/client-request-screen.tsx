import { Link } from 'react-router';
import { DESK_ROLES } from '#contracts/admin/common';
import { clientRequestsApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { useMe } from '../shell/session';
import { useScreenParam } from '../shell/screen-params';
import { DetailList, emailItem } from '../ui/detail-list';
import { formatMoment } from '../ui/format';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { Panel } from '../ui/panel';
import { StatusBadge } from '../ui/status-badge';
import { StatusPanels } from '../ui/status-panels';
import { useRecord } from '../ui/use-record';
import { CLIENT_REQUEST_STATUS_LABELS, clientRequestWorkflow } from './client-request-statuses';
import { ConvertPanel } from './convert-panel';

/**
 * One client request: what the client asks for and who asks; on the right what it became (or
 * "Create client and requirement"), then its status or a note, then its history.
 */
export default function ClientRequestScreen() {
  const id = useScreenParam('id');
  const me = useMe();
  const { record, fallback, saved, change } = useRecord({
    key: id,
    load: (signal) => clientRequestsApi.get(id, { signal }),
    title: 'Client request',
    missing: 'There is no such client request.',
    sameKey: (changed) => changed.id === id,
  });
  if (!record) return fallback;
  return (
    <>
      <p className="mb-2">
        <Link to={consolePaths.clientRequests}>← All client requests</Link>
      </p>
      <PageTitle title={`${record.company}: ${record.headcount} × ${record.role}`}>
        <StatusBadge status={record.status} label={CLIENT_REQUEST_STATUS_LABELS[record.status]} />
      </PageTitle>
      {saved ? <Notice kind="success">{saved}</Notice> : null}
      <div className="console-grid">
        <div>
          <Panel id="request-needs" title="What they need">
            <DetailList
              items={[
                ['Role', record.role],
                ['Skills', record.skills],
                ['How many', String(record.headcount)],
                ['Seniority', record.seniority],
                ['Start', record.startDate],
                ['Duration', record.duration],
                ['Work mode', record.location ? `${record.workMode}, ${record.location}` : record.workMode],
                ['Budget', record.budget ?? 'Not given'],
              ]}
            />
            {record.message ? <p className="console-history-note mt-3 mb-0">{record.message}</p> : null}
          </Panel>
          <Panel id="request-from" title="From">
            <DetailList
              items={[
                ['Company', record.company],
                ['Name', record.name],
                emailItem(record.email),
                ['Phone', record.phone ?? 'Not given'],
                ['Reference', record.reference],
                ['Received', formatMoment(record.createdAt)],
              ]}
            />
          </Panel>
        </div>
        <div>
          <Panel id="request-convert" title={record.converted ? 'Became' : 'Client and requirement'}>
            <ConvertPanel
              request={record}
              mayConvert={(DESK_ROLES as readonly string[]).includes(me.role)}
              onConverted={change}
            />
          </Panel>
          <StatusPanels
            key={record.status}
            record={record}
            workflow={clientRequestWorkflow(record.status)}
            api={{
              setStatus: (requestId, { status, note }) =>
                clientRequestsApi.setStatus(requestId, { status: status === 'handled' ? 'handled' : 'new', note }),
              addNote: clientRequestsApi.addNote,
            }}
            onSaved={change}
          />
        </div>
      </div>
    </>
  );
}
