import { useState } from 'react';

/**
 * What is selected on a list: chosen ids (from any page), or every record matching the current
 * filter (`matching`, the count the list showed; the server resolves which ones).
 */
export type BulkSelectionState = { kind: 'ids'; ids: readonly string[] } | { kind: 'matching'; count: number };

type State = { filter: string; selection: BulkSelectionState; anchor: string | null };

const NONE: BulkSelectionState = { kind: 'ids', ids: [] };

/**
 * The list's selection. It lasts while the filter (`filterKey`: the URL without page and sort)
 * stays the same, so paging and sorting keep it; another filter starts afresh. A shift-click
 * selects (or clears) every row of the page between the last one clicked and this one.
 */
export function useBulkSelection(filterKey: string) {
  const [state, setState] = useState<State>({ filter: filterKey, selection: NONE, anchor: null });
  const current: State = state.filter === filterKey ? state : { filter: filterKey, selection: NONE, anchor: null };
  if (state.filter !== filterKey) setState(current);
  const { selection, anchor } = current;

  const isSelected = (id: string) => selection.kind === 'matching' || selection.ids.includes(id);
  const count = selection.kind === 'matching' ? selection.count : selection.ids.length;
  const set = (next: BulkSelectionState, nextAnchor: string | null = anchor) =>
    setState({ filter: filterKey, selection: next, anchor: nextAnchor });
  /** The chosen ids; "every match" unchecked on one row becomes this page's rows. */
  const idsFrom = (page: readonly string[]) => (selection.kind === 'ids' ? selection.ids : page);
  const withIds = (base: readonly string[], ids: readonly string[], on: boolean) =>
    on ? [...base, ...ids.filter((id) => !base.includes(id))] : base.filter((id) => !ids.includes(id));

  return {
    selection,
    count,
    isSelected,
    /** Toggles one row; with `range`, every row of `page` from the last clicked one to this one. */
    toggle(id: string, page: readonly string[], range = false) {
      const on = !isSelected(id);
      const from = anchor ? page.indexOf(anchor) : -1;
      const to = page.indexOf(id);
      const ids = range && from >= 0 && to >= 0 ? page.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
      set({ kind: 'ids', ids: withIds(idsFrom(page), ids, on) }, id);
    },
    /** Selects or clears every row of the page. */
    setPage(page: readonly string[], on: boolean) {
      set({ kind: 'ids', ids: withIds(idsFrom(page), page, on) });
    },
    /** Every record matching the filter (`count` of them, as the list counted). */
    selectMatching(matches: number) {
      set({ kind: 'matching', count: matches });
    },
    clear() {
      set(NONE, null);
    },
  };
}
export type BulkSelection = ReturnType<typeof useBulkSelection>;
