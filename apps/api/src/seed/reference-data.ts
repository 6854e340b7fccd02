import { defaultFieldClassification } from '@cpe/contract';

/**
 * Lookups of the spec (delivery methods, agenda types, LMS types, knowledge levels,
 * fields of study, engagement measures, timezones, states, countries). Ids are
 * pinned: later rules name some of them (delivery method id 2 is Group Live).
 */
export const DELIVERY_METHODS = [
  { id: 1, name: 'Group Internet-Based' },
  { id: 2, name: 'Group Live' },
  { id: 3, name: 'Group Live & Group Internet' },
  { id: 4, name: 'QAS Self Study' },
  { id: 5, name: 'Nano Learning' },
  { id: 6, name: 'Interactive Self Study' },
  { id: 7, name: 'Not Applicable' },
] as const;

export const AGENDA_TYPES = [
  { id: 1, name: 'US-CPE' },
  { id: 2, name: 'Training Hours' },
  { id: 3, name: 'Non-CPE' },
] as const;

export const LMS_TYPE_ROWS = [
  { id: 1, name: 'SAP' },
  { id: 2, name: 'LCVISTA' },
  { id: 3, name: 'SABA' },
] as const;

export const KNOWLEDGE_LEVELS = [
  { id: 1, name: 'Basic' },
  { id: 2, name: 'Intermediate' },
  { id: 3, name: 'Advanced' },
  { id: 4, name: 'Update' },
  { id: 5, name: 'Overview' },
] as const;

/** NASBA fields of study. */
export const FIELDS_OF_STUDY = [
  ['Accounting', 'ACCT'],
  ['Accounting (Governmental)', 'ACCT-GOV'],
  ['Auditing', 'AUD'],
  ['Auditing (Governmental)', 'AUD-GOV'],
  ['Behavioral Ethics', 'BETH'],
  ['Business Law', 'BLAW'],
  ['Business Management and Organization', 'BMO'],
  ['Communications and Marketing', 'COMM'],
  ['Computer Software and Applications', 'CSA'],
  ['Economics', 'ECON'],
  ['Finance', 'FIN'],
  ['Information Technology', 'IT'],
  ['Management Advisory Services', 'MAS'],
  ['Personal Development', 'PD'],
  ['Personnel/Human Resources', 'HR'],
  ['Production', 'PROD'],
  ['Regulatory Ethics', 'RETH'],
  ['Specialized Knowledge', 'SK'],
  ['Statistics', 'STAT'],
  ['Taxes', 'TAX'],
].map(([name, short], i) => ({
  id: i + 1,
  name: name as string,
  subject_short_name: short as string,
  // Technical or not, ethics or not, for the jurisdictions' requirements (ADR 0031).
  ...defaultFieldClassification(short as string),
}));

/** Engagement measures offered per delivery method id (POST /ref/dm-engage-types). */
export const ENGAGEMENT_MEASURES: Record<number, string[]> = {
  1: ['Polling questions', 'Knowledge check questions', 'Chat or Q&A participation'],
  2: ['Attendance sign-in sheet', 'Attendance monitor', 'Group exercises'],
  3: ['Polling questions', 'Attendance sign-in sheet', 'Attendance monitor'],
  4: ['Review questions', 'Qualified assessment'],
  5: ['Qualified assessment'],
  6: ['Interactive exercises', 'Review questions', 'Qualified assessment'],
  7: [],
};

export const TIMEZONES = [
  ['Eastern Time (US & Canada)', 'America/New_York'],
  ['Central Time (US & Canada)', 'America/Chicago'],
  ['Mountain Time (US & Canada)', 'America/Denver'],
  ['Arizona', 'America/Phoenix'],
  ['Pacific Time (US & Canada)', 'America/Los_Angeles'],
  ['Alaska', 'America/Anchorage'],
  ['Hawaii', 'Pacific/Honolulu'],
  ['Atlantic Time (Canada)', 'America/Halifax'],
  ['Puerto Rico', 'America/Puerto_Rico'],
  ['Coordinated Universal Time', 'UTC'],
  ['London', 'Europe/London'],
  ['Central European Time', 'Europe/Berlin'],
  ['India Standard Time', 'Asia/Kolkata'],
  ['Philippines', 'Asia/Manila'],
].map(([name, timezone], i) => ({ id: i + 1, name: name as string, timezone: timezone as string }));

/** ISO 3166-1 alpha-2 codes; English names come from Intl.DisplayNames. */
const COUNTRY_CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  );
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
export const COUNTRIES = COUNTRY_CODES.map((code, i) => ({ id: i + 1, code, name: regionNames.of(code) ?? code }));

const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['GU', 'Guam'],
  ['PR', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands'],
];
export const STATES = US_STATES.map(([code, name], i) => ({ id: i + 1, code: code as string, name: name as string, country_code: 'US' }));
