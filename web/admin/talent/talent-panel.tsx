/**
 * The talent part of a candidate's profile: source and owner, skills, tags, pools (with their
 * history), availability and work authorisation (editable, each change kept), when last contacted,
 * and the resume's text inline.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { SOURCE_LABELS, TALENT_WORK_AUTHORIZATIONS, type TalentProfile } from '#contracts/admin/talent';
import { isClientError } from '../api/admin-client';
import { formatDay, formatMoment } from '../ui/format';
import { Notice } from '../ui/notice';
import { Panel } from '../ui/panel';
import { talentApi } from './talent-api';

export function TalentPanel({ personId }: { personId: string }) {
  const [profile, setProfile] = useState<TalentProfile | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    talentApi.profile(personId, controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted && !isClientError(answer)) setProfile(answer);
      },
      // Cancelled when another person is opened or the panel closes; any other failure is said.
      (failure: unknown) => {
        if (!controller.signal.aborted) setMessage({ kind: 'error', text: String(failure) });
      },
    );
    return () => controller.abort();
  }, [personId]);
  if (!profile) return null;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const answer = await talentApi.update(personId, {
      availableFrom: value('availableFrom') || null,
      workAuthorization: value('workAuthorization') || null,
      tags: value('tags')
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      skills: value('skills')
        .split(',')
        .map((skill) => skill.trim())
        .filter(Boolean),
      ...(form.get('contacted') ? { contacted: true } : {}),
    });
    if (isClientError(answer)) return setMessage({ kind: 'error', text: answer.message });
    setProfile(answer);
    setMessage({ kind: 'success', text: 'Saved.' });
  };

  return (
    <Panel id="candidate-talent" title="Talent profile">
      <p className="console-sub mb-2">
        {SOURCE_LABELS[profile.source]}
        {profile.sourceDetail ? ` (${profile.sourceDetail})` : ''}
        {profile.owner ? ` · owner ${profile.owner}` : ''}
        {profile.location ? ` · ${profile.location}` : ''}
        {profile.yearsExperience !== null ? ` · ${profile.yearsExperience} years` : ''}
        {` · last contacted ${profile.lastContactedAt ? formatDay(profile.lastContactedAt) : 'never'}`}
      </p>
      {profile.pools.length ? (
        <p className="mb-2">
          Pools:{' '}
          {profile.pools.map((pool) => (
            <span key={`${pool.id}-${pool.addedAt}`} className="badge text-bg-light border me-1">
              {pool.name}
              {pool.removedAt ? ` (left ${formatDay(pool.removedAt)})` : ''}
            </span>
          ))}
        </p>
      ) : null}
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      <form className="row g-2 mb-3" onSubmit={(event) => void save(event)} key={profile.lastActivityAt}>
        <div className="col-6">
          <label className="form-label" htmlFor="talent-available-from">
            Available from
          </label>
          <input
            id="talent-available-from"
            name="availableFrom"
            type="date"
            className="form-control"
            defaultValue={profile.availableFrom ?? ''}
          />
        </div>
        <div className="col-6">
          <label className="form-label" htmlFor="talent-work-auth">
            Work authorisation
          </label>
          <select
            id="talent-work-auth"
            name="workAuthorization"
            className="form-select"
            defaultValue={profile.workAuthorization ?? ''}
          >
            <option value="">Not known</option>
            {TALENT_WORK_AUTHORIZATIONS.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </div>
        <div className="col-12">
          <label className="form-label" htmlFor="talent-skills-edit">
            Skills
          </label>
          <input
            id="talent-skills-edit"
            name="skills"
            className="form-control"
            defaultValue={profile.skills.join(', ')}
          />
        </div>
        <div className="col-12">
          <label className="form-label" htmlFor="talent-tags-edit">
            Tags
          </label>
          <input
            id="talent-tags-edit"
            name="tags"
            className="form-control"
            defaultValue={profile.tags.join(', ')}
            placeholder="bench, night shift ok"
          />
        </div>
        <div className="col-12 d-flex flex-wrap gap-3 align-items-center">
          <div className="form-check">
            <input id="talent-contacted" name="contacted" type="checkbox" className="form-check-input" />
            <label className="form-check-label" htmlFor="talent-contacted">
              Contacted today
            </label>
          </div>
          <button type="submit" className="btn btn-primary btn-sm">
            Save
          </button>
        </div>
      </form>
      {profile.history.length ? (
        <>
          <h3 className="h6">Changes</h3>
          <ul className="small list-unstyled">
            {profile.history.map((change) => (
              <li key={`${change.field}-${change.at}`}>
                {change.field === 'availability' ? 'Available from' : 'Work authorisation'}: {change.from ?? '—'} →{' '}
                {change.to ?? '—'} · {change.by.name}, {formatMoment(change.at)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {profile.resumeText ? (
        <>
          <h3 className="h6">Resume{profile.resumeName ? ` (${profile.resumeName})` : ''}</h3>
          <pre
            className="talent-resume border rounded-2 p-3 bg-body-tertiary small mb-0"
            style={{ whiteSpace: 'pre-wrap', maxHeight: '28rem', overflow: 'auto' }}
          >
            {profile.resumeText}
          </pre>
        </>
      ) : null}
    </Panel>
  );
}
