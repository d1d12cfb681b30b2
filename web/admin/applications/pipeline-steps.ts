/**
 * Which pipeline steps an application really went through, from its history: a step is passed only
 * when it was at that step once (moved into or out of it, or the first step, where every application
 * starts); a step it went past without stopping is skipped. The steps are a contract's pipeline
 * (job applications' PIPELINE_STAGES by default, or an internship's), so a change of the pipeline
 * changes this with it.
 */
import { PIPELINE_STAGES } from '#contracts/admin/applications';
import type { HistoryEntry } from '#contracts/admin/common';

export type StepState = 'passed' | 'skipped' | 'current' | 'ahead';
export type PipelineStep<S extends string = string> = { stage: S; state: StepState };

/** The stages it has been at: the first step, the current one and both ends of every recorded move. */
function stagesVisited(status: string, history: readonly HistoryEntry[], steps: readonly string[]): Set<string> {
  const visited = new Set<string>([steps[0] ?? status, status]);
  for (const entry of history) {
    if (entry.kind !== 'status') continue;
    if (entry.fromStatus) visited.add(entry.fromStatus);
    if (entry.toStatus) visited.add(entry.toStatus);
  }
  return visited;
}

export function pipelineSteps<S extends string>(
  status: S,
  history: readonly HistoryEntry[],
  steps: readonly S[] = PIPELINE_STAGES as readonly string[] as readonly S[],
): PipelineStep<S>[] {
  const visited = stagesVisited(status, history, steps);
  const at = steps.indexOf(status);
  // Out of the pipeline (rejected, withdrawn): as far as it got before it left.
  const furthest = at >= 0 ? at : Math.max(...steps.map((stage, index) => (visited.has(stage) ? index : -1)));
  return steps.map((stage, index): PipelineStep<S> => {
    if (index === at) return { stage, state: 'current' };
    if (index > furthest) return { stage, state: 'ahead' };
    return { stage, state: visited.has(stage) ? 'passed' : 'skipped' };
  });
}
