/** To the sales inbox: who asks for whom, every answer of the form, the promise the client was given, and the console link. */
import { Layout } from './layout';
import { links } from './links';
import { Button, Fields, P, Quote, Title } from './parts';
import { brand } from './theme';

export type ClientRequestNotificationProps = {
  origin?: string | undefined;
  /** The stored request's id, for the console link. */
  id?: string | undefined;
  /** HIR-XXXXXXXX */
  reference: string;
  company: string;
  name: string;
  /** The form's answers in its order, labelled (choices as their labels). */
  fields: ReadonlyArray<readonly [label: string, value: string | null | undefined]>;
  message: string | null;
  /** What the client was told: who calls back, and when. */
  promise: string;
};

export const clientRequestNotificationSubject = (
  props: Pick<ClientRequestNotificationProps, 'company' | 'reference'>,
) => `Talent request from ${props.company} (${props.reference})`;

export function ClientRequestNotification(props: ClientRequestNotificationProps) {
  return (
    <Layout
      origin={props.origin}
      preview={`${props.name} of ${props.company} asks for talent (${props.reference}).`}
      reason={`Sent to the sales inbox by the ${brand.name} website's Hire talent page.`}
    >
      <Title>A client asks for talent</Title>
      <P>
        <strong>{props.name}</strong> of <strong>{props.company}</strong> sent a request through the Hire talent page.
        They were told: {props.promise}.
      </P>
      <Fields rows={[['Reference', props.reference], ...props.fields]} />
      {props.message ? <Quote label="Anything else" text={props.message} /> : null}
      {props.origin && props.id ? (
        <Button href={links.consoleClientRequest(props.origin, props.id)}>Open the request in the console</Button>
      ) : null}
    </Layout>
  );
}
