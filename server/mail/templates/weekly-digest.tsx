/**
 * The weekly digest of the desk's reports, to an admin or account manager who asked for it: last
 * week's figures beside the week before's, and a link to each report for that week (from PUBLIC_URL;
 * without it the reports are named without links). Figures only: no names of candidates.
 */
import { Layout } from './layout';
import { A, Fields, P, Subtitle, Title } from './parts';
import { brand } from './theme';

export type DigestFigure = {
  label: string;
  /** Last week's figure and the week before's, as the mail shows them ("12", "USD 4,800.00"). */
  week: string;
  before: string;
  /** "+3", "−2", "no change". */
  change: string;
};

export type WeeklyDigestProps = {
  name: string;
  /** "23 Nov 2026 to 29 Nov 2026" */
  weekLabel: string;
  figures: DigestFigure[];
  /** Each report with its link for the week (undefined without PUBLIC_URL). */
  reports: { title: string; href?: string | undefined }[];
  /** The site's origin (PUBLIC_URL), for the logo. */
  origin?: string | undefined;
};

export const weeklyDigestSubject = ({ weekLabel }: Pick<WeeklyDigestProps, 'weekLabel'>) =>
  `${brand.name} desk, week of ${weekLabel}`;

export function WeeklyDigest({ name, weekLabel, figures, reports, origin }: WeeklyDigestProps) {
  return (
    <Layout
      origin={origin}
      preview={`Last week on the desk: ${figures
        .slice(0, 3)
        .map((figure) => `${figure.label.toLowerCase()} ${figure.week}`)
        .join(', ')}.`}
      reason="You get this mail because you asked for the weekly digest in the console's Reports. Untick it there to stop it."
    >
      <Title>The desk last week</Title>
      <P>{`Hello ${name},`}</P>
      <P>{`Here is ${weekLabel} (Monday to Sunday, UTC) beside the week before.`}</P>
      <Fields
        rows={figures.map(
          (figure) => [figure.label, `${figure.week} (week before ${figure.before}, ${figure.change})`] as const,
        )}
      />
      <Subtitle>The reports for that week</Subtitle>
      {reports.map((report) => (
        <P key={report.title}>{report.href ? <A href={report.href}>{report.title}</A> : report.title}</P>
      ))}
      {reports.some((report) => report.href) ? null : <P muted>Open them from Reports in the console.</P>}
    </Layout>
  );
}
