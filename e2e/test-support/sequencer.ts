/**
 * The order browser test files start in: the longest first (the site sweep, then the console's long
 * flows), so the two files running at a time finish close together instead of the sweep running alone
 * at the end. After that, vitest's own order (from the durations it remembers, else the larger file first).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONGEST = ['e2e/pages.e2e.ts', 'e2e/recruiter-day.e2e.ts', 'e2e/admin.e2e.ts'];

const rank = (file: TestSpecification) => {
  const index = LONGEST.findIndex((name) => file.moduleId.endsWith(name));
  return index === -1 ? LONGEST.length : index;
};

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
