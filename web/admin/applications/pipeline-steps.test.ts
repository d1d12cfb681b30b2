import { describe, expect, it } from 'vitest';
import { type ApplicationStatus, CLOSED_STAGES, PIPELINE_STAGES } from '#contracts/admin/applications';
import type { HistoryEntry } from '#contracts/admin/common';
import { pipelineSteps } from './pipeline-steps';

// Written with the stage list, not its names, so it holds when the pipeline's steps change.
const [first, second, third] = PIPELINE_STAGES;
const rejected = CLOSED_STAGES[0];

let n = 0;
const moved = (from: ApplicationStatus, to: ApplicationStatus): HistoryEntry => ({
  id: `h${++n}`,
  kind: 'status',
  fromStatus: from,
  toStatus: to,
  note: null,
  by: { id: 'u1', name: 'Rita' },
  at: '2026-11-20T09:00:00.000Z',
});
const note: HistoryEntry = { ...moved(first, first), kind: 'note', fromStatus: null, toStatus: null, note: 'Hi' };

const states = (status: ApplicationStatus, history: HistoryEntry[]) =>
  pipelineSteps(status, history).map((step) => step.state);

describe('pipelineSteps', () => {
  it('marks a step it went past without stopping as skipped, not passed', () => {
    expect(states(third, [moved(first, third)])).toEqual([
      'passed',
      'skipped',
      'current',
      ...PIPELINE_STAGES.slice(3).map(() => 'ahead'),
    ]);
  });

  it('marks each step it stopped at as passed', () => {
    expect(states(third, [moved(second, third), note, moved(first, second)]).slice(0, 3)).toEqual([
      'passed',
      'passed',
      'current',
    ]);
  });

  it('starts every application at the first step', () => {
    expect(states(first, [])).toEqual(['current', ...PIPELINE_STAGES.slice(1).map(() => 'ahead')]);
  });

  it('shows how far one out of the pipeline got, and the steps it skipped on the way', () => {
    expect(states(rejected, [moved(third, rejected), moved(first, third)])).toEqual([
      'passed',
      'skipped',
      'passed',
      ...PIPELINE_STAGES.slice(3).map(() => 'ahead'),
    ]);
    expect(states(rejected, [moved(first, rejected)])).toEqual([
      'passed',
      ...PIPELINE_STAGES.slice(1).map(() => 'ahead'),
    ]);
  });

  it('treats a step moved back from as ahead again', () => {
    expect(states(second, [moved(third, second), moved(second, third), moved(first, second)]).slice(0, 3)).toEqual([
      'passed',
      'current',
      'ahead',
    ]);
  });
});
