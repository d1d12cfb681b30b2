/**
 * A CSV of candidates (a spreadsheet's export: name, e-mail, phone, location, skills, years, …):
 * checked first (a dry run that lists every row it would refuse, and why), then imported.
 */
import { useState } from 'react';
import type { ImportReport } from '#contracts/admin/talent';
import { isClientError } from '../api/admin-client';
import { Notice } from '../ui/notice';
import { talentApi } from './talent-api';

export function TalentImport() {
  const [csv, setCsv] = useState('');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (dryRun: boolean) => {
    setBusy(true);
    setError(null);
    const answer = await talentApi.importCsv(csv, dryRun);
    setBusy(false);
    if (isClientError(answer)) return setError(answer.message);
    setReport(answer);
  };

  return (
    <section className="console-panel bg-white border rounded-3 p-3 mt-4" aria-labelledby="talent-import-title">
      <h2 className="h5" id="talent-import-title">
        Import a CSV of candidates
      </h2>
      <p className="text-body-secondary small">
        One candidate a row, with a header row: name, email, phone, location, linkedin, headline, skills, years, work
        authorization, available from, expected pay, source. Check it first: nothing is saved until you import.
      </p>
      <div className="row g-2 align-items-end">
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor="talent-import-file">
            CSV file
          </label>
          <input
            id="talent-import-file"
            name="csvFile"
            type="file"
            accept=".csv,text/csv"
            className="form-control"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setReport(null);
              if (file) void file.text().then(setCsv);
            }}
          />
        </div>
        <div className="col-12 col-md-6 d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={!csv || busy}
            onClick={() => void send(true)}
          >
            Check the file
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!csv || busy || !report?.dryRun}
            onClick={() => void send(false)}
          >
            Import {report?.dryRun ? `${report.added} candidates` : ''}
          </button>
        </div>
      </div>
      {error ? <Notice kind="error">{error}</Notice> : null}
      {report ? (
        <div className="mt-3" role="status">
          <p className="mb-2">
            {report.dryRun ? 'Checked' : 'Imported'}: {report.rows} rows; {report.added}{' '}
            {report.dryRun ? 'would be added' : 'added'}
            {report.duplicates ? `, ${report.duplicates} already known` : ''}
            {report.errors.length ? `, ${report.errors.length} refused` : ''}.
          </p>
          {report.errors.length ? (
            <table className="table table-sm mb-0">
              <caption className="visually-hidden">Rows not imported</caption>
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Why it is not imported</th>
                </tr>
              </thead>
              <tbody>
                {report.errors.map((problem) => (
                  <tr key={`${problem.row}-${problem.message}`}>
                    <td>{problem.row}</td>
                    <td>{problem.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
