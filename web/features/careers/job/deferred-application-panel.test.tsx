import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpeningDetail } from '#contracts/api/staffing/openings';
import { DeferredApplicationPanel, FORM_LOAD_MARGIN } from './deferred-application-panel';

vi.mock('../application/application-panel', () => ({
  ApplicationPanel: ({ opening }: { opening: OpeningDetail }) => (
    <form aria-label={`Apply for ${opening.PSTN_TITLE}`} />
  ),
}));

/** An IntersectionObserver the test drives: `reach()` reports the observed element as intersecting. */
class FakeObserver {
  static last: FakeObserver | undefined;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe = vi.fn();
  disconnect = vi.fn();
  reach() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const opening = { PSTN_TITLE: 'Data Engineer' } as OpeningDetail;

describe('DeferredApplicationPanel', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('holds the form back while it is far from view, saying it is on its way', async () => {
    render(<DeferredApplicationPanel opening={opening} />);
    expect(screen.getByRole('status')).toHaveTextContent('Preparing the application form');
    await act(async () => {});
    expect(screen.queryByRole('form')).toBeNull();
    expect(FakeObserver.last?.options.rootMargin).toBe(FORM_LOAD_MARGIN);
  });

  it('loads the form when it comes near the viewport', async () => {
    render(<DeferredApplicationPanel opening={opening} />);
    act(() => FakeObserver.last?.reach());
    expect(await screen.findByRole('form', { name: 'Apply for Data Engineer' })).toBeInTheDocument();
  });

  it.each([
    ['a key press', () => fireEvent.keyDown(window, { key: 'Tab' })],
    ['a tap', () => fireEvent.pointerDown(window)],
  ])('loads the form at the first interaction: %s', async (_, interact) => {
    render(<DeferredApplicationPanel opening={opening} />);
    act(interact);
    expect(await screen.findByRole('form', { name: 'Apply for Data Engineer' })).toBeInTheDocument();
  });
});
