import { type Home, HomeSettings, STALE_DAYS_MAX } from '#contracts/admin/home';
import { homeApi } from '../api/console-api';
import { NumberSettingForm } from '../ui/number-setting-form';

/** The person's "untouched after N days" setting, checked with the contract's schema. */
export function StaleDaysForm({ staleDays, onSaved }: { staleDays: number; onSaved: (home: Home) => void }) {
  return (
    <NumberSettingForm
      schema={HomeSettings}
      name="staleDays"
      value={staleDays}
      max={STALE_DAYS_MAX}
      label="Untouched after (days)"
      subject="The number of days"
      title="Untouched after"
      save={homeApi.settings}
      onSaved={onSaved}
    />
  );
}
