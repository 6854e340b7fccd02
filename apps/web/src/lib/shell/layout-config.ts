import type { LayoutKey } from '../routes/route-table.ts';

/** One step of a layout's step list; `sub` is the subpage ('' for the record's main page). */
export interface StepDef {
  label: string;
  sub: string;
  /** The feedback page identifier whose items give the step's status icon (its feedback section). */
  feedbackSection?: string;
}

/** What each layout shows around its screens; later issues fill steps and header items from their records. */
export interface LayoutConfig {
  drawerWidth: number;
  /** Where the top bar's Search back button goes. */
  searchPath?: string;
  /** The caption above the header strip's status (such as 'Class Agenda Status'). */
  statusCaption?: string;
  /** The header strip's labels: the first four are main, the rest expandable. */
  headerLabels?: readonly string[];
  steps?: readonly StepDef[];
}

const step = (label: string, sub: string, feedbackSection: string | undefined = label): StepDef => ({ label, sub, feedbackSection });

export const LAYOUTS: Record<LayoutKey, LayoutConfig> = {
  default: { drawerWidth: 250 },
  login: { drawerWidth: 0 },
  maintenance: { drawerWidth: 0 },
  search: { drawerWidth: 250 },
  class: {
    drawerWidth: 250,
    searchPath: '/class-search',
    statusCaption: 'Class Agenda Status',
    headerLabels: [
      'Class Title',
      'Status',
      'Delivery Method',
      'Agenda Type',
      'Facility',
      'Timezone',
      'Sponsor',
      'Focus Code',
      'LMS ID',
      'Alternate ID',
    ],
    steps: [
      step('Class Details', ''),
      step('Agenda Details', 'agenda'),
      step('Contacts', 'contacts', undefined),
      step('Roster', 'roster', undefined),
      step('Credit Summary', 'credits', undefined),
      step('Documentation', 'documentation'),
      step('Background', 'background', undefined),
      step('Approval', 'approval', undefined),
      step('Audit', 'audit', undefined),
    ],
  },
  course: {
    drawerWidth: 250,
    searchPath: '/course-search',
    statusCaption: 'Agenda Status',
    headerLabels: [
      'Title',
      'Course Status',
      'Delivery Method',
      'Agenda Type',
      'Agenda Version',
      'LRT ID',
      'Sponsoring Organization',
      'LOID',
      'LMS ID',
    ],
    steps: [
      step('Course Details', ''),
      step('CPE Information', 'cpe'),
      step('Program Qualification', 'qualification'),
      step('Agenda Details', 'agenda'),
      step('Content Review', 'contentreview', undefined),
      step('IRS CE Information', 'irs'),
      step('Documentation', 'documentation'),
      step('NASBA Questions', 'nasba'),
      step('Credits', 'credits', undefined),
      step('Classes', 'classes', undefined),
      step('Roster', 'roster', undefined),
      step('Approval', 'approval', undefined),
      step('Version', 'version', undefined),
      step('Audit', 'audit', undefined),
    ],
  },
  // Local learning uses the course layout, with its own caption, header strip and Search back link.
  'local-learning': {
    drawerWidth: 250,
    searchPath: '/locallearning-search',
    statusCaption: 'Local Learning Status',
    headerLabels: [
      'Delivery Method',
      'Submitted By',
      'Request Number',
      'Agenda Type',
      'Start Date/Time',
      'End Date/Time',
      'Submission Date',
      'LOID or Focus Code',
      'Calculo Roster Class ID',
      'Sponsoring Organization',
      'Course LMS ID',
      'Class LMS ID',
      'LMS Class Status',
    ],
  },
  'independent-study': {
    drawerWidth: 275,
    searchPath: '/independentstudy-search',
    statusCaption: 'Independent Self Study Status',
    headerLabels: ['Program ID', 'Submitted By', 'Request Type', 'Agenda Type', 'Delivery Method', 'Submission Date', 'Content Exp. Date'],
    // No fixed steps: the workspace lists the contract's INDEPENDENT_STUDY_STEP_LIST as the server enables them.
  },
  'independent-study-program': {
    drawerWidth: 275,
    searchPath: '/independentstudy-search',
    headerLabels: ['Status', 'Submitter Name', 'Program Owner', 'Independent Study Program ID', 'Date Created'],
  },
  'external-cpe': {
    drawerWidth: 250,
    searchPath: '/learner/cpe/search',
    statusCaption: 'Request Status',
    headerLabels: [
      'Requestor Name',
      'Request ID',
      'Date Created',
      'LMS ID',
      'Delivery Method',
      'Program Type',
      'Qualifying Program',
      'Focus Code',
    ],
    steps: [
      step('Request Details', 'details'),
      step('Sponsor Information', 'info'),
      step('Awards', 'awards'),
      step('Documentation', 'documentation'),
      step('NASBA Questions', 'nasba'),
      step('Approvals', 'approvals', undefined),
      step('History', 'history', undefined),
      step('Audit', 'audit', undefined),
    ],
  },
  'affidavit-of-attendance': {
    drawerWidth: 250,
    searchPath: '/learner/affidavitofattendance/search',
    statusCaption: 'Request Status',
    headerLabels: ['Request ID', 'Requestor', 'Class', 'Request Status', 'Verification Type', 'Confirmed By'],
    steps: [
      step('Verification', 'verification'),
      step('Attendance', 'attendance'),
      step('Confirmation', 'confirmation', undefined),
      step('Approval', 'approval', undefined),
      step('Audit', 'audit', undefined),
    ],
  },
  // The course layout with the vended caption, its Search back link and header; steps come from the record.
  'vended-content': {
    drawerWidth: 250,
    searchPath: '/vendedcontent-search',
    statusCaption: 'Vended Request Status',
    headerLabels: ['Vendor', 'Delivery Method', 'Agenda Type', 'Status', 'Created By', 'Created On', 'Version', 'LMS ID'],
  },
  // The person pages: caption Person Type (internal or external); steps come from the record.
  'user-administration': {
    drawerWidth: 250,
    searchPath: '/user-administration',
    statusCaption: 'Person Type',
    headerLabels: ['Name', 'Username', 'Primary E-mail', 'Date Created', 'Last Login', 'Last Refreshed'],
  },
};
