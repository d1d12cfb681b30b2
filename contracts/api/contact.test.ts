import { describe, expect, it } from 'vitest';
import { CONTACT_TOPICS, ContactMessage, ContactMessageRequest, contactInboxOf, contactTopicLabel } from './contact';

const valid = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  contactNumber: '',
  topic: 'services',
  message: 'We would like a quote.',
};

const errorsOf = (input: unknown) => {
  const result = ContactMessage.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('ContactMessage', () => {
  it('accepts a message without a contact number and without text-message consent (unticked by default)', () => {
    expect(ContactMessage.parse(valid).textMessageChecked).toBe(false);
    expect(ContactMessage.safeParse({ ...valid, contactNumber: undefined }).success).toBe(true);
    expect(ContactMessage.parse({ ...valid, textMessageChecked: true }).textMessageChecked).toBe(true);
  });

  it('says an empty required field is required', () => {
    expect(errorsOf({ ...valid, name: ' ', email: '', topic: '', message: '' })).toEqual({
      name: 'is required',
      email: 'is required',
      topic: 'is required',
      message: 'is required',
    });
    expect(errorsOf({ ...valid, topic: undefined })).toEqual({ topic: 'is required' });
  });

  it('says what shape a malformed e-mail address or phone number should have', () => {
    expect(errorsOf({ ...valid, email: 'asha.example.com' })).toEqual({
      email: 'must be an e-mail address like name@example.com',
    });
    expect(ContactMessage.safeParse({ ...valid, contactNumber: '+1 (913) 555-0142' }).success).toBe(true);
    expect(errorsOf({ ...valid, contactNumber: 'call me' })).toEqual({
      contactNumber: 'must be a phone number of 6 to 20 digits, like +1 913 555 0142',
    });
  });

  it('keeps a name on one line so it cannot break the mail subject', () => {
    expect(errorsOf({ ...valid, name: 'Asha\r\nBcc: x@example.com' })).toEqual({ name: 'must be a single line' });
  });

  it('needs the client’s UUID on the request', () => {
    expect(ContactMessageRequest.safeParse({ ...valid, id: 'x' }).success).toBe(false);
    expect(ContactMessageRequest.safeParse({ ...valid, id: '5a0e4a54-6d43-4d8f-9f51-6a3f4c1f0b7e' }).success).toBe(
      true,
    );
  });

  it('takes an optional company and one of the five topics, and names them when a topic is not one', () => {
    expect(ContactMessage.parse({ ...valid, company: '  Acme Retail ' }).company).toBe('Acme Retail');
    expect(ContactMessage.safeParse({ ...valid, company: '' }).success).toBe(true);
    expect(Object.values(CONTACT_TOPICS)).toEqual(['Hire talent', 'Services', 'Careers', 'Press', 'Other']);
    for (const topic of Object.keys(CONTACT_TOPICS))
      expect(ContactMessage.safeParse({ ...valid, topic }).success).toBe(true);
    expect(errorsOf({ ...valid, topic: 'Hire talent' })).toEqual({
      topic: 'must be one of Hire talent, Services, Careers, Press or Other',
    });
    expect(errorsOf({ ...valid, company: 'Acme\nBcc: x@example.com' })).toEqual({ company: 'must be a single line' });
  });

  it('sends Hire talent and Services to the sales inbox, the other topics to the contact inbox', () => {
    expect(Object.keys(CONTACT_TOPICS).map((topic) => [topic, contactInboxOf(topic as never)])).toEqual([
      ['hire-talent', 'sales'],
      ['services', 'sales'],
      ['careers', 'contact'],
      ['press', 'contact'],
      ['other', 'contact'],
    ]);
    expect(contactTopicLabel('press')).toBe('Press');
    expect(contactTopicLabel(null)).toBeNull();
    expect(contactTopicLabel('toString')).toBeNull();
  });
});
