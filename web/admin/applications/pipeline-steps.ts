/**
 * Which pipeline steps an application really went through, from its history: a step is passed only
 * when it was at that step once (moved into or out of it, or the first step, where every application
 * starts); a step it went past without stopping is skipped. The steps are the contract's
 * PIPELINE_STAGES, so a change of the pipeline changes this with it.
 */
import { type ApplicationStatus, PIPELINE_STAGES } from '#contracts/admin/applications';
import type { HistoryEntry } from '#contracts/admin/common';

export type StepState = 'passed' | 'skipped' | 'current' | 'ahead';
export type PipelineStep = { stage: ApplicationStatus; state: StepState };

const STEPS: readonly ApplicationStatus[] = PIPELINE_STAGES;

/** The stages it has been at: the first step, the current one and both ends of every recorded move. */
function stagesVisited(status: ApplicationStatus, history: readonly HistoryEntry[]): Set<string> {
  const visited = new Set<string>([STEPS[0] ?? status, status]);
  for (const entry of history) {
    if (entry.kind !== 'status') continue;
    if (entry.fromStatus) visited.add(entry.fromStatus);
    if (entry.toStatus) visited.add(entry.toStatus);
  }
  return visited;
}

export function pipelineSteps(status: ApplicationStatus, history: readonly HistoryEntry[]): PipelineStep[] {
  const visited = stagesVisited(status, history);
  const at = STEPS.indexOf(status);
  // Out of the pipeline (rejected, withdrawn): as far as it got before it left.
  const furthest = at >= 0 ? at : Math.max(...STEPS.map((stage, index) => (visited.has(stage) ? index : -1)));
  return STEPS.map((stage, index): PipelineStep => {
    if (index === at) return { stage, state: 'current' };
    if (index > furthest) return { stage, state: 'ahead' };
    return { stage, state: visited.has(stage) ? 'passed' : 'skipped' };
  });
}
