import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import type { ClientRequestDetail } from '#contracts/admin/client-requests';
import { isClientError } from '../api/admin-client';
import { clientRequestsApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { Notice } from '../ui/notice';

const NEW = 'new';

/**
 * What a client request becomes: once converted, links to its client and its draft requirement;
 * before, "Create client and requirement" in one click. An active client with the request's e-mail
 * domain is flagged and chosen first ("Add to <client>"); a new client from the company stays one
 * choice away. Those who may not convert (recruiters) are told who does.
 */
export function ConvertPanel({
  request,
  mayConvert,
  onConverted,
}: {
  request: ClientRequestDetail;
  mayConvert: boolean;
  onConverted: (record: ClientRequestDetail, message: string) => void;
}) {
  const matches = request.sameDomainClients;
  const [choice, setChoice] = useState<string>(matches[0]?.id ?? NEW);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  if (request.converted) {
    const { client, requirement } = request.converted;
    return (
      <>
        <dl className="mb-2">
          <dt>Client</dt>
          <dd>
            <Link to={consolePaths.client(client.id)}>{client.name}</Link>
          </dd>
          <dt>Requirement</dt>
          <dd className="mb-0">
            <Link to={consolePaths.opening(requirement.reqId)}>
              REQ-{requirement.reqId} {requirement.title}
            </Link>{' '}
            (draft)
          </dd>
        </dl>
        <p className="small text-body-secondary mb-0">
          Complete the requirement (owner, rates, description) and publish it when it is ready.
        </p>
      </>
    );
  }
  if (!mayConvert) {
    return (
      <p className="small mb-0">
        An account manager or an admin turns this request into a client and a requirement.
        {matches.length
          ? ` ${matches.map((client) => client.name).join(', ')} already uses ${request.emailDomain}.`
          : ''}
      </p>
    );
  }

  const joining = matches.find((client) => client.id === choice);
  const convert = async () => {
    setBusy(true);
    setFailure('');
    const answer = await clientRequestsApi.convert(request.id, { clientId: joining ? joining.id : null });
    setBusy(false);
    if (isClientError(answer)) {
      if (answer.status !== 409) return setFailure(`Not converted: ${answer.message}`);
      // Converted meanwhile (by someone else): show what it became.
      const fresh = await clientRequestsApi.get(request.id);
      if (isClientError(fresh)) return setFailure(answer.message);
      return onConverted(fresh, answer.message);
    }
    const made = answer.converted;
    onConverted(
      answer,
      made
        ? `${joining ? `Added to ${made.client.name}` : `Client ${made.client.name} created`}; draft requirement REQ-${made.requirement.reqId} created.`
        : 'Converted.',
    );
  };

  return (
    <>
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      {matches.length ? (
        <Form.Group as="fieldset" className="mb-3">
          <Form.Label as="legend" className="fs-6">
            {matches.length === 1 ? 'A client' : 'Clients'} with {request.emailDomain} already exist
            {matches.length === 1 ? 's' : ''}
          </Form.Label>
          {matches.map((client) => (
            <Form.Check
              key={client.id}
              type="radio"
              id={`convert-into-${client.id}`}
              name="convertInto"
              value={client.id}
              label={`Add to ${client.name}`}
              checked={choice === client.id}
              onChange={() => setChoice(client.id)}
            />
          ))}
          <Form.Check
            type="radio"
            id="convert-into-new"
            name="convertInto"
            value={NEW}
            label={`New client: ${request.company}`}
            checked={choice === NEW}
            onChange={() => setChoice(NEW)}
          />
        </Form.Group>
      ) : (
        <p className="small">
          Makes the client {request.company} with {request.name} as its contact, and a draft requirement for{' '}
          {request.headcount} × {request.role}.
        </p>
      )}
      <Button variant="primary" disabled={busy} onClick={() => void convert()}>
        {joining ? `Add to ${joining.name} and create requirement` : 'Create client and requirement'}
      </Button>
    </>
  );
}
