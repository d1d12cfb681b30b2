import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type ComboOption, SearchCombobox } from './search-combobox';

const CLIENTS: ComboOption[] = [
  { value: 'c1', label: 'Acme Health' },
  { value: 'c2', label: 'Acme Bank' },
  { value: 'c3', label: 'Globex' },
];

function renderCombobox(value?: string) {
  const search = vi.fn(async (text: string) =>
    CLIENTS.filter((client) => client.label.toLowerCase().includes(text.toLowerCase())),
  );
  const describe = vi.fn(async (id: string) => CLIENTS.find((client) => client.value === id)?.label ?? '?');
  const onChange = vi.fn<(value: string | undefined) => void>();
  /** The page around it: the chosen value lives there (the URL), as in the reports screen. */
  function Page() {
    const [chosen, setChosen] = useState(value);
    return (
      <>
        <label htmlFor="client">Client</label>
        <SearchCombobox
          id="client"
          name="client"
          value={chosen}
          noneLabel="All clients"
          listLabel="Clients"
          search={search}
          describe={describe}
          onChange={(next) => {
            onChange(next);
            setChosen(next);
          }}
        />
      </>
    );
  }
  render(<Page />);
  const input = screen.getByRole('combobox', { name: 'Client' });
  return { input, search, describe, onChange, user: userEvent.setup() };
}

describe('SearchCombobox', () => {
  it('is a labelled combobox that controls a named list, closed until used', () => {
    const { input } = renderCombobox();
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(list?.getAttribute('role')).toBe('listbox');
    expect(list?.getAttribute('aria-label')).toBe('Clients');
    expect(list?.hidden).toBe(true);
  });

  it('searches what is typed and picks the match chosen with the arrow keys and Enter', async () => {
    const { input, search, onChange, user } = renderCombobox();
    await user.type(input, 'acme');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('acme', expect.any(AbortSignal)));
    const options = await screen.findAllByRole('option');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'All clients',
        'Acme Health',
        'Acme Bank',
      ]),
    );
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: 'Acme Bank' });
    expect(active.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(active.id);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('c2');
    expect((input as HTMLInputElement).value).toBe('Acme Bank');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the chosen value by name, puts it back on Escape, and clears with the first option', async () => {
    const { input, describe, onChange, user } = renderCombobox('c3');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Globex'));
    expect(describe).toHaveBeenCalledWith('c3', expect.any(AbortSignal));
    await user.clear(input);
    await user.type(input, 'zzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nothing matches “zzz”'));
    await user.keyboard('{Escape}');
    expect((input as HTMLInputElement).value).toBe('Globex');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(undefined);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('picks with the pointer', async () => {
    const { input, onChange, user } = renderCombobox();
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: 'Globex' }));
    expect(onChange).toHaveBeenCalledWith('c3');
  });
});
