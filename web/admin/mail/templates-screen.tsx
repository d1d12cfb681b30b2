import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { MAIL_AUDIENCE_LABELS, type MailTemplate, TEMPLATE_PURPOSE_LABELS } from '#contracts/admin/mail';
import { isClientError } from '../api/admin-client';
import { mailApi } from '../api/console-api';
import { useMe } from '../shell/session';
import { formatMoment } from '../ui/format';
import { Loading, Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { useResource } from '../ui/use-resource';
import { MergeFieldsHint } from './merge-fields-hint';
import { TemplateForm } from './template-form';
import { Panel } from '../ui/panel';

/**
 * The texts recruiters mail candidates from: every staff member reads them here (and picks them in
 * the mail composer); admins edit, add and delete them.
 */
export default function TemplatesScreen() {
  const me = useMe();
  const canEdit = me.role === 'admin';
  const list = useResource((signal) => mailApi.templates({ signal }), 'templates');
  const [selected, setSelected] = useState<string | 'new' | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const items = list.data?.items ?? [];
  const current = selected === 'new' ? null : (items.find((item) => item.id === selected) ?? items[0] ?? null);

  const saved = (template: MailTemplate, verb: string) => {
    setNotice({ kind: 'success', text: `“${template.name}” ${verb}.` });
    setSelected(template.id);
    list.reload();
  };
  const remove = async (template: MailTemplate) => {
    if (!window.confirm(`Delete the template “${template.name}”? Mails already sent keep their text.`)) return;
    const answer = await mailApi.deleteTemplate(template.id);
    if (isClientError(answer)) return setNotice({ kind: 'error', text: `Not deleted: ${answer.message}` });
    setNotice({ kind: 'success', text: `“${template.name}” deleted.` });
    setSelected(null);
    list.reload();
  };

  return (
    <>
      <PageTitle title="Mail templates">
        {canEdit ? (
          <Button variant="primary" size="sm" onClick={() => setSelected('new')}>
            New template
          </Button>
        ) : null}
      </PageTitle>
      <p className="console-sub mb-3">
        Recruiters start every mail to a candidate from one of these, from the application’s screen (<kbd>e</kbd>) or a
        bulk action, and may change it before sending. {canEdit ? null : 'Only admins change the templates.'}
      </p>
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
      {list.state === 'error' ? <Notice kind="error">The templates did not load: {list.message}</Notice> : null}
      {!list.data ? (
        <Loading />
      ) : (
        <div className="row g-4">
          <div className="col-md-4">
            <nav className="list-group" aria-label="Templates">
              {items.map((template) => (
                <button
                  key={template.id}
                  type="button"
                  className={`list-group-item list-group-item-action${template.id === current?.id ? ' active' : ''}`}
                  aria-current={template.id === current?.id ? 'true' : undefined}
                  onClick={() => setSelected(template.id)}
                >
                  <span className="d-flex justify-content-between gap-2">
                    <strong>{template.name}</strong>
                    {/* What it is for, when the name does not say it already. */}
                    {TEMPLATE_PURPOSE_LABELS[template.purpose] === template.name ? null : (
                      <span
                        className={`badge border ${template.id === current?.id ? 'bg-white text-primary' : 'bg-body-tertiary text-body'}`}
                      >
                        {TEMPLATE_PURPOSE_LABELS[template.purpose]}
                      </span>
                    )}
                  </span>
                  <span className="d-block small text-truncate">{template.subject}</span>
                  <span className="d-block small">For {MAIL_AUDIENCE_LABELS[template.audience].toLowerCase()}</span>
                </button>
              ))}
              {items.length === 0 ? <p className="list-group-item mb-0">No templates yet.</p> : null}
            </nav>
          </div>
          <div className="col-md-8">
            <Panel id="template-title" title={<>{current ? current.name : 'New template'}</>}>
              {current ? (
                <p className="console-sub">
                  Last changed {formatMoment(current.updatedAt)}
                  {current.updatedBy ? ` by ${current.updatedBy}` : ' (as installed)'}.
                </p>
              ) : null}
              {canEdit ? (
                <TemplateForm
                  key={current?.id ?? 'new'}
                  template={current}
                  onSave={(input) =>
                    current ? mailApi.updateTemplate(current.id, input) : mailApi.createTemplate(input)
                  }
                  onSaved={(template) => saved(template, current ? 'saved' : 'added')}
                  onDelete={current ? () => void remove(current) : undefined}
                />
              ) : current ? (
                <>
                  <p>
                    <strong>Subject:</strong> {current.subject}
                  </p>
                  <p className="console-history-note border rounded p-3 bg-body">{current.body}</p>
                  <p className="form-text">
                    <MergeFieldsHint />
                  </p>
                </>
              ) : null}
            </Panel>
          </div>
        </div>
      )}
    </>
  );
}
