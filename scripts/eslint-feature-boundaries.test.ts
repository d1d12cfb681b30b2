import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The messages of the feature-boundary rule for `code` written at `file` (relative to the repo). */
async function crossFeatureMessages(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'features/no-cross-feature-imports').map((m) => m.message);
}

describe('features/no-cross-feature-imports (eslint.config.js)', () => {
  it('stops a feature importing another feature, however the path is written', async () => {
    const file = 'web/features/careers/job/new-file.ts';
    for (const code of [
      "import { ContactForm } from '../../contact/contact-form';\nexport { ContactForm };",
      "export { InternshipForm } from '../../internship/internship-form';",
      "export * from '../../../features/contact/contact-form';",
      "export const load = () => import('../../internship/internship-form');",
    ]) {
      expect(await crossFeatureMessages(file, code), code).toEqual([
        expect.stringContaining('features do not import each other'),
      ]);
    }
  });

  it('lets a feature import its own modules and the shared layers', async () => {
    const code = [
      "import { useHydrated } from '../../../components/ui/use-hydrated';",
      "import { lookups } from '../shared/lookups';",
      "import { contactFormSchema } from '#contracts/forms/contact-form';",
      'export { useHydrated, lookups, contactFormSchema };',
    ].join('\n');
    expect(await crossFeatureMessages('web/features/careers/job/new-file.ts', code)).toEqual([]);
    // `../contact` from inside contact/ is the feature's own folder.
    expect(
      await crossFeatureMessages('web/features/contact/sub/new-file.ts', "export * from '../contact-form';"),
    ).toEqual([]);
  });

  it('leaves code outside web/features/ alone (pages compose features)', async () => {
    const code = "export { ContactForm } from '../../features/contact/contact-form';";
    expect(await crossFeatureMessages('web/sections/contact-us/new-file.ts', code)).toEqual([]);
  });
});
