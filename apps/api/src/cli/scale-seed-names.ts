/** The marker of every generated title: the scale seeds find and count their own rows by it. */
export const SCALE_TITLE_PREFIX = 'Scale ';

// Words of the generated titles: a CPE catalogue's topics, 7 of 24 about tax and spread
// over the alphabet (as in real catalogues), so 'tax' matches ~29 % of titles.
export const SCALE_TOPICS = [
  'Accounting for Income Taxes',
  'Audit Sampling',
  'Auditing Standards Update',
  'Business Valuation',
  'Corporate Tax Planning',
  'Cybersecurity for Accountants',
  'Data Analytics',
  'Employee Benefit Plans',
  'Estate and Gift Tax',
  'Ethics for CPAs',
  'Financial Reporting',
  'Fraud Detection',
  'Governmental Accounting',
  'Individual Tax Update',
  'Lease Accounting',
  'Leadership',
  'Not-for-Profit Accounting',
  'Partnership Taxation',
  'Payroll Compliance',
  'Revenue Recognition',
  'Risk Management',
  'State and Local Tax',
  'Tax Research',
  'Trusts and Fiduciary Accounting',
];
