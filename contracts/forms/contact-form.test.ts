import { describe, expect, it } from 'vitest';
import { SendMailRequest } from '../api/mail';
import { ContactForm, contactMailRequest } from './contact-form';

const valid = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  contactNumber: '',
  message: 'We would like a quote.',
  textMessageChecked: true,
};

const errorsOf = (input: unknown) => {
  const result = ContactForm.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('ContactForm', () => {
  it('accepts a complete message without a contact number', () => {
    expect(ContactForm.safeParse(valid).success).toBe(true);
    expect(ContactForm.safeParse({ ...valid, contactNumber: undefined }).success).toBe(true);
  });

  it('requires name, email and message', () => {
    expect(errorsOf({ ...valid, name: ' ', email: '', message: '' })).toEqual({
      name: 'is required',
      email: 'is required',
      message: 'is required',
    });
  });

  it('requires an e-mail address in the email field', () => {
    expect(errorsOf({ ...valid, email: 'asha.example.com' })).toEqual({ email: 'must be a valid e-mail address' });
  });

  it('requires the text-message consent', () => {
    expect(errorsOf({ ...valid, textMessageChecked: false })).toEqual({
      textMessageChecked: 'must be checked to send your message',
    });
  });

  it('checks a contact number only when one is given', () => {
    expect(ContactForm.safeParse({ ...valid, contactNumber: '+1 (913) 555-0142' }).success).toBe(true);
    expect(errorsOf({ ...valid, contactNumber: 'call me' })).toEqual({ contactNumber: 'must be a phone number' });
  });

  it('keeps a name on one line so it cannot break the mail subject', () => {
    expect(errorsOf({ ...valid, name: 'Asha\r\nBcc: x@example.com' })).toEqual({ name: 'must be a single line' });
  });
});

describe('contactMailRequest', () => {
  it('writes name, email, contact number and message as text lines a mail API request accepts', () => {
    const form = ContactForm.parse({ ...valid, contactNumber: '9135550142', message: 'Hi <b>there</b>\nSecond line' });
    const request = contactMailRequest(form, 'hello@northwind.example');
    expect(request.to).toBe('hello@northwind.example');
    expect(request.message).toBe(
      'Name: Asha Rao\nEmail: asha@example.com\nContact number: 9135550142\nMessage: Hi <b>there</b>\nSecond line',
    );
    expect(SendMailRequest.safeParse(request).success).toBe(true);
  });
});
