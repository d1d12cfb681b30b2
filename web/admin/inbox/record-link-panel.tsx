import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import type { ContactMessageDetail } from '#contracts/admin/inbox';
import { LINK_KIND_LABELS, type LinkKind, type LinkOption, type RecordLink } from '#contracts/admin/record-links';
import { isClientError } from '../api/admin-client';
import { messagesApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { Notice } from '../ui/notice';
import { useResource } from '../ui/use-resource';

/** Where a linked record opens, per kind (a client's page joins when the desk has clients). */
const LINK_PAGES: Record<LinkKind, (id: string) => string> = { candidate: consolePaths.candidate };

/**
 * What a contact message is about: the candidate it is linked to (with a link to the profile and
 * "Unlink"), or the candidates it could be linked to: the one with the sender's e-mail first, others
 * found by name or e-mail.
 */
export function RecordLinkPanel({
  message,
  onChanged,
}: {
  message: ContactMessageDetail;
  onChanged: (record: ContactMessageDetail, text: string) => void;
}) {
  const [search, setSearch] = useState('');
  const [failure, setFailure] = useState('');
  const link = message.link ?? null;
  const options = useResource(
    (signal) => messagesApi.linkOptions(message.id, search.trim(), { signal }),
    link ? 'linked' : `${message.id}:${search.trim()}`,
  );

  const save = async (next: RecordLink | LinkOption | null) => {
    setFailure('');
    const answer = await messagesApi.link(message.id, { link: next && { kind: next.kind, id: next.id } });
    if (isClientError(answer)) return setFailure(`Not saved: ${answer.message}`);
    onChanged(answer, next ? `Linked to ${next.name}.` : 'The link is removed.');
  };

  if (link) {
    return (
      <>
        {failure ? <Notice kind="error">{failure}</Notice> : null}
        <p className="mb-2">
          {LINK_KIND_LABELS[link.kind]}: <Link to={LINK_PAGES[link.kind](link.id)}>{link.name}</Link>
        </p>
        <Button variant="outline-secondary" size="sm" onClick={() => void save(null)}>
          Unlink
        </Button>
      </>
    );
  }
  const items = options.data?.items ?? [];
  return (
    <>
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      <p className="small text-body-secondary">Link the message to the candidate it is about.</p>
      <Form.Group className="mb-2" controlId={`link-search-${message.id}`}>
        <Form.Label>Find a candidate</Form.Label>
        <Form.Control
          type="search"
          value={search}
          placeholder="Name or e-mail"
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
        />
      </Form.Group>
      {items.length === 0 ? (
        <p className="small mb-0">{options.state === 'loading' ? 'Looking…' : 'No candidate found.'}</p>
      ) : (
        <ul className="list-unstyled mb-0 console-link-options">
          {items.map((option) => (
            <li key={`${option.kind}:${option.id}`} className="d-flex align-items-center gap-2 py-1 border-bottom">
              <span className="flex-grow-1 text-break">
                <strong>{option.name}</strong>
                <br />
                <span className="small text-body-secondary">{option.detail}</span>
              </span>
              <Button
                variant="outline-primary"
                size="sm"
                aria-label={`Link to ${option.name}`}
                onClick={() => void save(option)}
              >
                Link
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
