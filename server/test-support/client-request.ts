/** A client's request for talent as the Hire talent page's form sends it, with hostile text where text is free. */
export const aRequest = (overrides: object = {}) => ({
  company: 'Contoso <Health>',
  name: 'Maya Collins',
  email: 'Maya.Collins@contoso.example',
  phone: '+1 913 555 0142',
  role: 'Java engineer',
  skills: 'Java 17, Spring Boot, Kafka',
  headcount: '2',
  seniority: 'senior',
  startDate: '2027-01-04',
  duration: '6-12-months',
  workMode: 'remote',
  location: 'US Central time',
  budget: 'USD 80–95 an hour',
  message: 'Claims platform.\n<script>alert(1)</script>',
  website: '',
  ...overrides,
});
