/**
 * To the inbox of the message's topic (sales for Hire talent and Services, contact for the others):
 * who wrote, for which company, about what, how to reach them, text-message consent, the message, and
 * a way to answer.
 */
import { Layout } from './layout';
import { links } from './links';
import { Button, Fields, P, Quote, Title } from './parts';
import { brand } from './theme';

export type ContactNotificationProps = {
  origin?: string | undefined;
  /** The stored message's id, for the console link. */
  id?: string | undefined;
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  /** The visitor's company, when given. */
  company?: string | null | undefined;
  /** The topic as the form showed it ("Hire talent"). */
  topic?: string | undefined;
  message: string;
  /** "Given at … with this wording …" or "Not given: …". */
  consent: string;
};

export function ContactNotification(props: ContactNotificationProps) {
  return (
    <Layout
      origin={props.origin}
      preview={`${props.name} wrote through the contact form (${props.reference}).`}
      reason={`Sent to the inbox for ${props.topic ? `“${props.topic}”` : 'contact'} messages by the ${brand.name} website. The visitor was told we reply within one business day.`}
    >
      <Title>New message from the website</Title>
      <P>
        <strong>{props.name}</strong> wrote through the website&apos;s contact form. They were told we reply within one
        business day.
      </P>
      <Fields
        rows={[
          ['Reference', props.reference],
          ['Topic', props.topic ?? 'not given'],
          ['Name', props.name],
          ['Company', props.company || 'not given'],
          ['Email', props.email],
          ['Contact number', props.phone ?? 'not given'],
          ['Text-message consent', props.consent],
        ]}
      />
      <Quote label="Message" text={props.message} />
      {props.origin && props.id ? (
        <Button href={links.consoleMessage(props.origin, props.id)}>Answer in the console</Button>
      ) : null}
    </Layout>
  );
}
