import { useId } from 'react';
import { zoneChoices } from '#contracts/admin/time-zones';
import { type Bound, type ColSize, TextField } from '../../components/ui/form';

/**
 * A time zone, searchable: type "India", "IST", "Chicago" or "US Central" and pick. The list starts
 * with the zones given first (the client's), then the firm's offices', then every zone the browser
 * knows, each shown as people name it ("India (IST)") beside its IANA name.
 */
export function ZoneField({ bind, col, first = [] }: { bind: Bound; col: ColSize; first?: readonly string[] }) {
  const listId = useId();
  return (
    <TextField
      bind={{ ...bind, hint: bind.hint ?? 'Type a place or a zone: India, IST, Chicago, US Eastern…' }}
      col={col}
      list={listId}
      autoComplete="off"
      spellCheck={false}
    >
      <datalist id={listId}>
        {zoneChoices(first).map((choice) => (
          <option key={choice.zone} value={choice.zone} label={choice.label} />
        ))}
      </datalist>
    </TextField>
  );
}
