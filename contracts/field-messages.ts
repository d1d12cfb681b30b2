/**
 * How every form message is worded: an empty required field says that it is required and names the
 * field; a malformed value names the field and says what shape is expected. Schemas checked on the
 * server too give the fragment ("is required"); the form puts its label in front.
 */
export const REQUIRED = 'is required';

/** "First name is required." */
export const requiredMessage = (label: string) => `${label} ${REQUIRED}.`;

/** "Email must be an e-mail address like name@example.com." */
export const shapeMessage = (label: string, expected: string) => `${label} must be ${expected}.`;

/** A fragment ("is required", "must be …") as a sentence that names the field; sentences stay as they are. */
export const fieldSentence = (label: string, message = 'is invalid') =>
  /^[a-z]/.test(message) ? `${label} ${message}.` : message;

export const EMAIL_SHAPE = 'an e-mail address like name@example.com';

/** A phone number's shape after the country's prefix (the job application form's numbers). */
export const PHONE_SHAPE = 'exactly 10 digits, like 9876543210';
