/** To the internship inbox: every answer the applicant gave, the resume attached, a link to the console. */
import { Layout } from './layout';
import { links } from './links';
import { Button, type Field, Fields, P, Quote, Title } from './parts';
import { brand } from './theme';

export type InternshipNotificationProps = {
  origin?: string | undefined;
  /** The stored application's id, for the console link. */
  id?: string | undefined;
  reference?: string | undefined;
  name: string;
  /** Every other answer, label first, in the form's order; empty ones are left out. */
  fields: readonly Field[];
  /** Free text shown whole (experience summary, comments, inline resume). */
  texts: readonly Field[];
};

export function InternshipNotification(props: InternshipNotificationProps) {
  return (
    <Layout
      origin={props.origin}
      preview={`${props.name} applied for an internship. The resume is attached.`}
      reason={`Sent to the internship inbox by the ${brand.name} website.`}
    >
      <Title>New internship application</Title>
      <P>
        <strong>{props.name}</strong> applied for an internship on the website. The resume is attached.
      </P>
      {props.origin && props.id ? (
        <Button href={links.consoleInternship(props.origin, props.id)}>Open in the console</Button>
      ) : null}
      <Fields rows={[['Reference', props.reference], ...props.fields]} />
      {props.texts
        .filter((row): row is readonly [string, string] => Boolean(row[1]))
        .map(([label, text]) => (
          <Quote key={label} label={label} text={text} />
        ))}
    </Layout>
  );
}
