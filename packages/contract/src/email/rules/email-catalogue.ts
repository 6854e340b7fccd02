/**
 * Every e-mail the product sends, as a tenant-editable template (/email-templates,
 * subject, body and footer; ADR 0035). Each entry names the placeholders its sender fills and the
 * default subject, body and footer a tenant starts with. The defaults say what the
 * product's hard-coded texts said before templates, so existing readers of the mails (and
 * the people who receive them) see the same words until a firm edits them.
 */

export interface PlaceholderInfo {
  name: string;
  description: string;
}

export interface EmailCatalogueEntry {
  key: EmailTemplateKey;
  /** What the e-mail is, as the template list shows it. */
  name: string;
  /** When the product sends it. */
  description: string;
  placeholders: readonly PlaceholderInfo[];
  subject: string;
  body: string;
  footer: string;
}

export const EMAIL_TEMPLATE_KEYS = [
  'registration_by_admin',
  'self_registration',
  'registration_existing_account',
  'registration_staff_account',
  'password_reset',
  'first_admin',
  'class_certified',
  'aoa_approved',
  'aoa_not_approved',
  'aoa_voided',
  'ecpe_approved',
  'ecpe_not_approved',
  'ecpe_reopened',
  'ecpe_feedback',
] as const;
export type EmailTemplateKey = (typeof EMAIL_TEMPLATE_KEYS)[number];

const P = {
  tenant_name: { name: 'tenant_name', description: "The firm's name" },
  first_name: { name: 'first_name', description: "The recipient's first name" },
  last_name: { name: 'last_name', description: "The recipient's last name" },
  username: { name: 'username', description: "The recipient's username" },
  link: { name: 'link', description: 'The link the e-mail is about' },
  link_hours: { name: 'link_hours', description: 'Hours the link stays valid' },
  link_minutes: { name: 'link_minutes', description: 'Minutes the link stays valid' },
  class_title: { name: 'class_title', description: 'The title of the class' },
  title: { name: 'title', description: 'The title of the request' },
  reason: { name: 'reason', description: 'The reason staff gave (may be empty)' },
  note: { name: 'note', description: 'The note staff gave (may be empty)' },
  feedback: { name: 'feedback', description: 'The feedback staff left' },
  page: { name: 'page', description: 'The page the feedback is on' },
  credits: { name: 'credits', description: 'The CPE credits the learner earned' },
} satisfies Record<string, PlaceholderInfo>;

const FOOTER = '<p>{{tenant_name}}</p>';
/** A record notice's tail: the record's title, the reason or note, the link (paragraphs with only empty placeholders are left out). */
const recordTail = (titleLabel: string, titleName: string, note?: { label: string; name: string }) =>
  `<p>${titleLabel}: {{${titleName}}}</p>${note ? `<p>${note.label}:<br>{{${note.name}}}</p>` : ''}<p>Open it here:<br>{{link}}</p>`;

const aoa = [P.tenant_name, P.first_name, P.last_name, P.class_title, P.link] as const;
const ecpe = [P.tenant_name, P.first_name, P.last_name, P.title, P.link] as const;

export const EMAIL_CATALOGUE: readonly EmailCatalogueEntry[] = [
  {
    key: 'registration_by_admin',
    name: 'Registration (added by an administrator)',
    description: 'An administrator adds an external user, or resends their registration e-mail.',
    placeholders: [P.tenant_name, P.first_name, P.last_name, P.username, P.link, P.link_hours],
    subject: '{{tenant_name}}: finish your registration',
    body:
      '<p>Welcome, {{first_name}}.</p><p>{{tenant_name}} has created a CPE account for you.<br>' +
      'Open this link within {{link_hours}} hours to set your password:<br>{{link}}</p><p>Your username is {{username}}.</p>',
    footer: FOOTER,
  },
  {
    key: 'self_registration',
    name: 'Registration (self sign-up)',
    description: 'An external learner registers on the sign-up page.',
    placeholders: [P.tenant_name, P.first_name, P.last_name, P.username, P.link, P.link_hours],
    subject: '{{tenant_name}}: finish your registration',
    body:
      '<p>Welcome, {{first_name}}.</p><p>Open this link within {{link_hours}} hours to set your password:<br>{{link}}</p>' +
      '<p>Your username is {{username}}.</p>',
    footer: FOOTER,
  },
  {
    key: 'registration_existing_account',
    name: 'Registration of a known external address',
    description: 'Someone signs up with the address of an existing external account: its owner gets a reset link.',
    placeholders: [P.tenant_name, P.link],
    subject: '{{tenant_name}}: registration',
    body: '<p>You already have a {{tenant_name}} CPE account. To choose a new password, open:<br>{{link}}</p>',
    footer: FOOTER,
  },
  {
    key: 'registration_staff_account',
    name: 'Registration of a staff address',
    description: "Someone signs up with a staff member's address.",
    placeholders: [P.tenant_name],
    subject: '{{tenant_name}}: registration',
    body: '<p>This address belongs to a {{tenant_name}} staff account. Sign in with your firm account instead.</p>',
    footer: FOOTER,
  },
  {
    key: 'password_reset',
    name: 'Password reset',
    description: 'An external user asks to reset their password.',
    placeholders: [P.tenant_name, P.first_name, P.last_name, P.username, P.link, P.link_minutes],
    subject: '{{tenant_name}}: reset your password',
    body:
      '<p>Someone asked to reset the password of your {{tenant_name}} CPE account.</p>' +
      '<p>Open this link within {{link_minutes}} minutes to choose a new password:<br>{{link}}</p>' +
      '<p>If it was not you, ignore this e-mail; your password stays as it is.</p>',
    footer: FOOTER,
  },
  {
    key: 'first_admin',
    name: "A new firm's first administrator",
    description: 'A firm is onboarded: its first administrator sets a password.',
    placeholders: [P.tenant_name, P.first_name, P.last_name, P.username, P.link, P.link_hours],
    subject: '{{tenant_name}}: set your password',
    body:
      '<p>Welcome, {{first_name}} {{last_name}}.</p>' +
      '<p>{{tenant_name}} now administers its continuing professional education here, and you are its first administrator.</p>' +
      '<p>Open this link within {{link_hours}} hours to set your password:<br>{{link}}</p><p>Your username is {{username}}.</p>',
    footer: FOOTER,
  },
  {
    key: 'class_certified',
    name: 'Class certified',
    description: 'A class is certified: each learner who earned credits is told (on a re-certification, only those whose credits changed).',
    placeholders: [P.tenant_name, P.first_name, P.last_name, P.class_title, P.credits, P.link],
    subject: '{{tenant_name}}: {{class_title}} is certified',
    body:
      '<p>{{class_title}} is certified: your transcript now shows {{credits}} CPE credits for it.</p>' +
      '<p>Your transcript and certificate of completion:<br>{{link}}</p>',
    footer: FOOTER,
  },
  {
    key: 'aoa_approved',
    name: 'Affidavit of attendance approved',
    description: 'Staff approve a learner’s affidavit of attendance.',
    placeholders: aoa,
    subject: '{{tenant_name}}: your affidavit of attendance was approved',
    body:
      '<p>Your affidavit of attendance was approved: the days you declared are now on the class roster, and the class credits you for them.</p>' +
      recordTail('Title', 'class_title'),
    footer: FOOTER,
  },
  {
    key: 'aoa_not_approved',
    name: 'Affidavit of attendance not approved',
    description: 'Staff close a learner’s affidavit of attendance as Not Approved.',
    placeholders: [...aoa, P.reason],
    subject: '{{tenant_name}}: your affidavit of attendance was not approved',
    body:
      '<p>Your affidavit of attendance was closed as Not Approved. The reason is below.</p>' +
      recordTail('Title', 'class_title', { label: 'Reason', name: 'reason' }),
    footer: FOOTER,
  },
  {
    key: 'aoa_voided',
    name: 'Affidavit of attendance voided',
    description: 'Staff void a learner’s affidavit of attendance.',
    placeholders: [...aoa, P.reason],
    subject: '{{tenant_name}}: your affidavit of attendance was voided',
    body:
      '<p>Your affidavit of attendance was voided by staff. The reason is below.</p>' +
      recordTail('Title', 'class_title', { label: 'Reason', name: 'reason' }),
    footer: FOOTER,
  },
  {
    key: 'ecpe_approved',
    name: 'External CPE request approved',
    description: 'Staff approve an external CPE request.',
    placeholders: ecpe,
    subject: '{{tenant_name}}: your external CPE request was approved',
    body: `<p>Your external CPE request was approved: its credits are now on your transcript.</p>${recordTail('Title', 'title')}`,
    footer: FOOTER,
  },
  {
    key: 'ecpe_not_approved',
    name: 'External CPE request not approved',
    description: 'Staff close an external CPE request as Not Approved.',
    placeholders: [...ecpe, P.reason],
    subject: '{{tenant_name}}: your external CPE request was not approved',
    body:
      '<p>Your external CPE request was closed as Not Approved; it can no longer be changed.</p>' +
      recordTail('Title', 'title', { label: 'Reason', name: 'reason' }),
    footer: FOOTER,
  },
  {
    key: 'ecpe_reopened',
    name: 'External CPE request reopened',
    description: 'Staff send an external CPE request back to the learner.',
    placeholders: [...ecpe, P.note],
    subject: '{{tenant_name}}: your external CPE request was reopened',
    body:
      '<p>Your external CPE request was sent back to you. Look at the feedback on its pages, make the changes it asks for, ' +
      'and submit the request again.</p>' +
      recordTail('Title', 'title', { label: 'Note', name: 'note' }),
    footer: FOOTER,
  },
  {
    key: 'ecpe_feedback',
    name: 'Feedback received on an external CPE request',
    description: 'Staff leave feedback on a page of an external CPE request.',
    placeholders: [...ecpe, P.page, P.feedback],
    subject: '{{tenant_name}}: feedback on the {{page}} page of your external CPE request',
    body:
      '<p>Staff left feedback on the {{page}} page of your external CPE request. Open the page, make the change, and resolve the feedback.</p>' +
      recordTail('Title', 'title', { label: 'Feedback', name: 'feedback' }),
    footer: FOOTER,
  },
];

/**
 * The placeholders each e-mail's message cannot do without (issue 27: a registration e-mail
 * saved without {{link}} was sent with no link): the link of an e-mail that exists to send
 * one, and the record a notice is about. A save or a restore that leaves one out of the body
 * and the footer is refused; the screen marks them in the placeholder list.
 */
export const REQUIRED_PLACEHOLDERS: Readonly<Record<EmailTemplateKey, readonly (keyof typeof P)[]>> = {
  registration_by_admin: ['link'],
  self_registration: ['link'],
  registration_existing_account: ['link'],
  registration_staff_account: [],
  password_reset: ['link'],
  first_admin: ['link'],
  class_certified: ['class_title'],
  aoa_approved: ['class_title'],
  aoa_not_approved: ['class_title'],
  aoa_voided: ['class_title'],
  ecpe_approved: ['title'],
  ecpe_not_approved: ['title'],
  ecpe_reopened: ['title'],
  ecpe_feedback: ['title', 'page'],
};

export function requiredPlaceholders(key: EmailTemplateKey): readonly string[] {
  return REQUIRED_PLACEHOLDERS[key];
}

const BY_KEY = new Map(EMAIL_CATALOGUE.map((e) => [e.key, e]));

export function catalogueEntry(key: EmailTemplateKey): EmailCatalogueEntry {
  const entry = BY_KEY.get(key);
  if (!entry) throw new Error(`no e-mail template ${key}`);
  return entry;
}

export function isEmailTemplateKey(value: string): value is EmailTemplateKey {
  return BY_KEY.has(value as EmailTemplateKey);
}

/** The values a sender gives for one template: every placeholder it allows. */
export type PlaceholderValues = Record<string, string | number | null | undefined>;
