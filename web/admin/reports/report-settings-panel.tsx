/**
 * Under the reports (admins and account managers): "Mail me the weekly digest", the person's own
 * opt-in; and the hours a month a contract's run-rate assumes, which admins set for everyone (others
 * read it).
 */
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { HOURS_PER_MONTH_MAX, HoursSetting, type ReportSettings } from '#contracts/admin/reports';
import { isClientError } from '../api/admin-client';
import { reportsApi } from '../api/console-api';
import { Notice } from '../ui/notice';
import { NumberSettingForm } from '../ui/number-setting-form';
import { useResource } from '../ui/use-resource';

export function ReportSettingsPanel({ onHoursSaved }: { onHoursSaved: () => void }) {
  const answer = useResource((signal) => reportsApi.settings({ signal }), 'report-settings');
  const [saved, setSaved] = useState<ReportSettings | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const settings = saved ?? answer.data;
  if (!settings) return null;

  const toggleDigest = async (on: boolean) => {
    setProblem(null);
    setSaved({ ...settings, weeklyDigest: on });
    const result = await reportsApi.setDigest({ weeklyDigest: on });
    if (isClientError(result)) {
      setSaved({ ...settings, weeklyDigest: !on });
      setProblem(`The digest setting was not saved: ${result.message}`);
    } else setSaved(result);
  };

  return (
    <section className="console-report-settings border-top pt-3 mt-4" aria-labelledby="report-settings-title">
      <h2 className="h6" id="report-settings-title">
        Weekly digest and run-rate
      </h2>
      <Form.Check
        type="checkbox"
        id="report-weekly-digest"
        name="weeklyDigest"
        checked={settings.weeklyDigest}
        onChange={(event) => void toggleDigest(event.currentTarget.checked)}
        label="Mail me the weekly digest: last week's figures beside the week before, each Monday morning"
      />
      {problem ? <Notice kind="error">{problem}</Notice> : null}
      {settings.canEditHours ? (
        <NumberSettingForm
          schema={HoursSetting}
          name="hoursPerMonth"
          value={settings.hoursPerMonth}
          max={HOURS_PER_MONTH_MAX}
          label="Hours a month for the run-rate (everyone)"
          subject="The hours a month"
          title="Run-rate hours"
          className="mt-3"
          save={reportsApi.setHours}
          onSaved={(next) => {
            setSaved(next);
            onHoursSaved();
          }}
        />
      ) : (
        <p className="small text-body-secondary mt-2 mb-0">
          The revenue run-rate counts {settings.hoursPerMonth} hours a month per contractor (admins set this).
        </p>
      )}
    </section>
  );
}
