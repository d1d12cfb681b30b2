/**
 * Add candidates: drop one or many resumes (PDF, DOC, DOCX); the server reads each once and proposes
 * the fields, which the recruiter confirms or corrects, with the source. Someone already known (same
 * e-mail, or phone and name) is shown first, with "Add this resume to their profile".
 */
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { SOURCE_LABELS, TALENT_SOURCES, type ResumeDraft } from '#contracts/admin/talent';
import { isClientError } from '../api/admin-client';
import { consolePaths } from '../console-paths';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { readResume, talentApi } from './talent-api';
import { TalentImport } from './talent-import';

type Item = { file: string; draft?: ResumeDraft; error?: string; done?: { id: string; text: string } };

function DraftForm({
  item,
  onDone,
}: {
  item: Item & { draft: ResumeDraft };
  onDone: (done: { id: string; text: string }) => void;
}) {
  const { draft } = item;
  const [duplicates, setDuplicates] = useState(draft.duplicates);
  const [error, setError] = useState<string | null>(null);
  const id = draft.upload.slice(0, 8);

  const submit = async (event: FormEvent<HTMLFormElement>, confirmNew = false) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const years = text('years');
    const answer = await talentApi.add({
      upload: draft.upload,
      fields: {
        name: text('name'),
        email: text('email'),
        phone: text('phone'),
        location: text('location'),
        linkedin: text('linkedin'),
        headline: text('headline'),
        skills: text('skills')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
        yearsExperience: years ? Number(years) : null,
      },
      source: text('source') as (typeof TALENT_SOURCES)[number],
      sourceDetail: text('sourceDetail'),
      confirmNew,
    });
    if (isClientError(answer)) return setError(answer.message);
    if (answer.id) return onDone({ id: answer.id, text: `${text('name')} added.` });
    setDuplicates(answer.duplicates);
  };
  const join = async (personId: string, name: string) => {
    const answer = await talentApi.attachResume(personId, draft.upload);
    if (isClientError(answer)) return setError(answer.message);
    onDone({ id: personId, text: `The resume joined ${name}’s profile.` });
  };

  return (
    <form
      className="console-panel bg-white border rounded-3 p-3"
      aria-label={`Candidate from ${draft.fileName}`}
      onSubmit={(event) => void submit(event)}
    >
      <h2 className="h5">{draft.fileName}</h2>
      {duplicates.length ? (
        <div className="alert alert-warning" role="alert">
          <p className="fw-semibold mb-2">This looks like someone already in the database:</p>
          <ul className="list-unstyled d-grid gap-2 mb-0">
            {duplicates.map((match) => (
              <li key={match.id} className="d-flex flex-wrap gap-2 align-items-center">
                <Link to={consolePaths.candidate(match.id)}>{match.name}</Link>
                <span className="text-body-secondary text-break">
                  {match.email} · {match.phone} ({match.reason === 'email' ? 'same e-mail' : 'same phone and name'})
                </span>
                <button
                  type="button"
                  className="btn btn-warning btn-sm"
                  onClick={() => void join(match.id, match.name)}
                >
                  Add this resume to {match.name}’s profile
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {error ? <Notice kind="error">{error}</Notice> : null}
      <div className="row g-2">
        {(
          [
            ['name', 'Name', draft.proposed.name],
            ['email', 'E-mail', draft.proposed.email],
            ['phone', 'Phone', draft.proposed.phone],
            ['location', 'Location', draft.proposed.location],
            ['linkedin', 'LinkedIn', draft.proposed.linkedin],
            ['headline', 'Headline', draft.proposed.headline],
            ['skills', 'Skills (comma-separated)', draft.proposed.skills.join(', ')],
            [
              'years',
              'Years of experience',
              draft.proposed.yearsExperience === null ? '' : String(draft.proposed.yearsExperience),
            ],
          ] as const
        ).map(([name, label, value]) => (
          <div key={name} className={name === 'skills' ? 'col-12' : 'col-12 col-md-6'}>
            <label className="form-label" htmlFor={`${id}-${name}`}>
              {label}
            </label>
            <input
              id={`${id}-${name}`}
              name={name}
              className="form-control"
              defaultValue={value}
              required={name === 'name'}
            />
          </div>
        ))}
        <div className="col-6">
          <label className="form-label" htmlFor={`${id}-source`}>
            Source
          </label>
          <select id={`${id}-source`} name="source" className="form-select" defaultValue="job-board">
            {TALENT_SOURCES.filter((source) => source !== 'applied').map((source) => (
              <option key={source} value={source}>
                {SOURCE_LABELS[source]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6">
          <label className="form-label" htmlFor={`${id}-detail`}>
            Which board / referred by
          </label>
          <input
            id={`${id}-detail`}
            name="sourceDetail"
            className="form-control"
            placeholder="Dice, or the referrer’s name"
          />
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button type="submit" className="btn btn-primary">
          {duplicates.length ? 'Check again' : 'Add candidate'}
        </button>
        {duplicates.length ? (
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={(event) => {
              const form = event.currentTarget.form;
              if (form)
                void submit(
                  { preventDefault: () => {}, currentTarget: form } as unknown as FormEvent<HTMLFormElement>,
                  true,
                );
            }}
          >
            Add as a new candidate anyway
          </button>
        ) : null}
      </div>
    </form>
  );
}

export default function TalentAddScreen() {
  const [items, setItems] = useState<Item[]>([]);
  const [busy, setBusy] = useState(false);

  const read = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    for (const file of Array.from(files)) {
      const answer = await readResume(file);
      setItems((now) => [
        ...now,
        answer.ok ? { file: file.name, draft: answer.draft } : { file: file.name, error: answer.message },
      ]);
    }
    setBusy(false);
  };

  return (
    <>
      <p className="mb-2">
        <Link to={consolePaths.talent}>← Talent</Link>
      </p>
      <PageTitle title="Add candidates" />
      <label
        className="talent-drop d-block border border-2 border-primary-subtle rounded-3 p-4 mb-3 text-center bg-white"
        htmlFor="talent-files"
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          void read(event.dataTransfer.files);
        }}
      >
        <span className="d-block fw-semibold mb-1">Drop resumes here, or choose files</span>
        <span className="d-block text-body-secondary small mb-2">
          PDF, DOC or DOCX up to 5 MB each; the text is read once and kept for search.
        </span>
        <input
          id="talent-files"
          type="file"
          multiple
          accept=".pdf,.doc,.docx"
          className="form-control"
          onChange={(event) => void read(event.currentTarget.files)}
        />
      </label>
      {busy ? <p role="status">Reading…</p> : null}
      <div className="d-grid gap-3">
        {items.map((item, index) =>
          item.error ? (
            <Notice key={index} kind="error">
              {item.file}: {item.error}
            </Notice>
          ) : item.done ? (
            <Notice key={index} kind="success">
              {item.done.text} <Link to={consolePaths.candidate(item.done.id)}>Open the profile</Link>
            </Notice>
          ) : item.draft ? (
            <DraftForm
              key={index}
              item={{ ...item, draft: item.draft }}
              onDone={(done) => setItems((now) => now.map((other, i) => (i === index ? { ...other, done } : other)))}
            />
          ) : null,
        )}
      </div>
      <TalentImport />
    </>
  );
}
