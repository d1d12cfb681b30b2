import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { useFieldArray } from 'react-hook-form';
import {
  INTERVIEW_ROUNDS,
  INTERVIEW_ROUND_LABELS,
  type Interview,
  InterviewSchedule,
  type InterviewScheduleInput,
} from '#contracts/admin/interviews';
import { INTERVIEW_LENGTHS, INTERVIEW_MERGE_FIELDS } from '#contracts/admin/mail';
import { OFFICE_TIME_ZONES } from '#contracts/admin/time-zones';
import { SelectField, SubmitButton, TextField, choicesOf } from '../../components/ui/form';
import { isClientError } from '../api/admin-client';
import { useMe } from '../shell/session';
import { ConsoleForm, FieldRow } from '../ui/console-form';
import { FULL_WIDTH, HALF_WIDTH } from '../ui/form-layout';
import { Notice } from '../ui/notice';
import { useConsoleForm } from '../ui/use-console-form';
import { interviewsApi } from './desk-api';
import { ZoneField } from './zone-field';

const lengthLabel = (minutes: number) =>
  minutes < 60 ? `${minutes} minutes` : `${minutes / 60} h`.replace('.5 h', ' h 30');

/**
 * Schedule a client interview (or reschedule one): date, time and the zone it is set in, length,
 * place or video link, round, the panel (client contacts and our staff, each reading the time in
 * their own zone) and the candidate's zone. The server writes every mail's facts from these values,
 * the same the calendar invite carries; a message of your own goes above them.
 */
export function InterviewDialog({
  applicationId,
  candidateName,
  existing,
  clientZones = [],
  onHide,
  onDone,
}: {
  applicationId: string;
  candidateName: string;
  existing?: Interview;
  /** The client's zones, offered first. */
  clientZones?: readonly string[];
  onHide: () => void;
  onDone: (interview: Interview) => void;
}) {
  const me = useMe();
  const [cancelling, setCancelling] = useState(false);
  const defaults: InterviewScheduleInput = existing
    ? {
        date: existing.date,
        time: existing.time,
        timeZone: existing.timeZone,
        durationMinutes: existing.durationMinutes,
        location: existing.location,
        videoUrl: existing.videoUrl,
        round: existing.round,
        panel: existing.panel,
        candidateTimeZone: existing.candidateTimeZone,
        message: '',
      }
    : {
        date: '',
        time: '',
        timeZone: clientZones[0] ?? OFFICE_TIME_ZONES[0],
        durationMinutes: 60,
        location: '',
        videoUrl: '',
        round: 'technical',
        panel: [{ kind: 'contact', name: '', email: '', timeZone: clientZones[0] ?? 'America/Chicago' }],
        candidateTimeZone: 'Asia/Kolkata',
        message: '',
      };
  const { bind, onSubmit, control, fail, failure, formState } = useConsoleForm(InterviewSchedule, {
    defaultValues: defaults,
  });
  const panel = useFieldArray({ control, name: 'panel' });
  const zones = [...clientZones];

  const submit = async (data: InterviewSchedule) => {
    const result = existing
      ? await interviewsApi.reschedule(existing.id, data)
      : await interviewsApi.schedule({ ...data, applicationId });
    if (isClientError(result)) return fail(`Not sent: ${result.message}`);
    onDone(result);
  };
  const cancel = async () => {
    if (!existing) return;
    setCancelling(true);
    const result = await interviewsApi.cancel(existing.id, {});
    setCancelling(false);
    if (isClientError(result)) return fail(`Not cancelled: ${result.message}`);
    onDone(result);
  };

  const title = `${existing ? 'Reschedule the interview' : 'Schedule a client interview'}: ${candidateName}`;
  return (
    <Modal show onHide={onHide} size="lg" aria-labelledby="interview-title" scrollable>
      <Modal.Header closeButton>
        <Modal.Title id="interview-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <ConsoleForm onSubmit={onSubmit(submit)} label={title} className="d-flex flex-column overflow-hidden">
        <Modal.Body>
          {existing ? (
            <Notice kind="info">
              Saving sends everyone an updated invite that replaces the one they have (update {existing.sequence + 1}).
            </Notice>
          ) : null}
          <FieldRow>
            <SelectField
              bind={bind('round', 'Round')}
              col={{ xs: 12, sm: 6 }}
              options={choicesOf(INTERVIEW_ROUNDS, INTERVIEW_ROUND_LABELS)}
            />
            <SelectField
              bind={bind('durationMinutes', 'Length')}
              col={{ xs: 12, sm: 6 }}
              options={INTERVIEW_LENGTHS.map((minutes) => ({ value: String(minutes), label: lengthLabel(minutes) }))}
            />
            <TextField bind={bind('date', 'Date', { mark: 'required' })} col={{ xs: 6, sm: 3 }} type="date" />
            <TextField bind={bind('time', 'Time', { mark: 'required' })} col={{ xs: 6, sm: 3 }} type="time" />
            <ZoneField
              bind={bind('timeZone', 'Time zone', { mark: 'required' })}
              col={{ xs: 12, sm: 6 }}
              first={zones}
            />
            <TextField
              bind={bind('videoUrl', 'Video link', { mark: 'optional', subject: 'The video link' })}
              col={HALF_WIDTH}
              type="url"
              placeholder="https://"
            />
            <TextField
              bind={bind('location', 'Place', {
                mark: 'optional',
                hint: 'An address or a room; a place, a video link or both.',
              })}
              col={HALF_WIDTH}
            />
          </FieldRow>
          <fieldset className="border rounded p-3 mb-3">
            <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-0">Panel</legend>
            {panel.fields.map((member, index) => (
              <Row key={member.id} className="g-2 align-items-end mb-2 console-panel-row">
                <SelectField
                  bind={bind(`panel.${index}.kind`, 'Who')}
                  col={{ xs: 12, sm: 2 }}
                  options={[
                    { value: 'contact', label: 'Client' },
                    { value: 'staff', label: 'Our staff' },
                  ]}
                />
                <TextField bind={bind(`panel.${index}.name`, 'Name', { mark: 'required' })} col={{ xs: 12, sm: 3 }} />
                <TextField
                  bind={bind(`panel.${index}.email`, 'E-mail', { mark: 'required', subject: 'The e-mail address' })}
                  col={{ xs: 12, sm: 3 }}
                  type="email"
                  autoComplete="off"
                />
                <ZoneField
                  bind={bind(`panel.${index}.timeZone`, 'Their time zone', { mark: 'required', hint: '' })}
                  col={{ xs: 9, sm: 3 }}
                  first={zones}
                />
                <Col xs={3} sm={1}>
                  <Button
                    variant="outline-danger"
                    size="sm"
                    className="mb-3"
                    disabled={panel.fields.length === 1}
                    onClick={() => panel.remove(index)}
                    aria-label={`Remove ${member.name || `panel member ${index + 1}`}`}
                  >
                    ×
                  </Button>
                </Col>
              </Row>
            ))}
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() =>
                panel.append({ kind: 'contact', name: '', email: '', timeZone: zones[0] ?? 'America/Chicago' })
              }
            >
              Add a panel member
            </Button>
            <Button
              size="sm"
              variant="link"
              onClick={() => panel.append({ kind: 'staff', name: me.name, email: me.email, timeZone: 'Asia/Kolkata' })}
            >
              Add me
            </Button>
          </fieldset>
          <FieldRow>
            <ZoneField
              bind={bind('candidateTimeZone', 'The candidate’s time zone', { mark: 'required' })}
              col={HALF_WIDTH}
            />
            <TextField
              bind={bind('message', 'A few words of your own', {
                mark: 'optional',
                hint: (
                  <>
                    Above the facts the server writes (date, time in each reader’s zone, length, place, link). You may
                    use {INTERVIEW_MERGE_FIELDS.map((field) => `{{${field}}}`).join(', ')}.
                  </>
                ),
              })}
              col={FULL_WIDTH}
              as="textarea"
              rows={3}
            />
          </FieldRow>
        </Modal.Body>
        <Modal.Footer>
          {failure ? (
            <div className="w-100">
              <Notice kind="error">{failure}</Notice>
            </div>
          ) : null}
          {existing ? (
            <Button variant="outline-danger" className="me-auto" disabled={cancelling} onClick={() => void cancel()}>
              {cancelling ? 'Cancelling…' : 'Cancel the interview'}
            </Button>
          ) : null}
          <Button variant="link" onClick={onHide}>
            Close
          </Button>
          <SubmitButton submitting={formState.isSubmitting}>
            {existing ? 'Reschedule and send updates' : 'Schedule and send invites'}
          </SubmitButton>
        </Modal.Footer>
      </ConsoleForm>
    </Modal>
  );
}
