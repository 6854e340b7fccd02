/**
 * What the Standards require of engagement and attendance monitoring, by delivery method
 * (ADR 0051). Sources (Statement on Standards for CPE Programs, NASBA/AICPA, as NASBA's
 * Registry quotes it):
 *  - Group Internet-Based: "Standard No. 16 also requires Group Internet Based programs to employ
 *    some type of real time monitoring mechanism … The monitoring mechanism must include at least
 *    three instances of interactivity completed by the participant, randomly, throughout the
 *    program per CPE credit" ("If you use polling questions, you must include three polling
 *    questions per CPE credit").
 *  - Group Live & Group Internet at once: "There is not a separate delivery method called hybrid
 *    learning … The sponsor must implement the delivery method and attendance monitoring
 *    requirements for Group Live and Group Internet Based during the simultaneous presentation"
 *    (S23-02): the remote attendees need the Group Internet-Based polling.
 *  - Group Live: "sponsors must maintain a process to monitor individual attendance at group
 *    live programs in order to award the correct number of CPE credits" (the roster's attendance
 *    and missed time); a room monitor is a best practice, not a requirement. Only group live
 *    delivered over two-way video calls for monitors (2024 revision, S16-05): "The
 *    participant-to-attendance monitor ratio must not exceed 25:1, unless there is a dedicated
 *    attendance monitor in which case the participant-to-attendance monitor ratio must not
 *    exceed 100:1" — the spec's 'Dedicated Attendance Monitor (100:1)'.
 */

import { DEDICATED_MONITOR_RATIO } from '../../platform/index.ts';
import { DELIVERY_METHOD_IDS } from '../../reference/index.ts';

/** Polling (interactivity) events per CPE credit for participants on the internet. */
export const POLLING_EVENTS_PER_CREDIT = 3;
/** Participants per attendance monitor of virtual group live (per dedicated monitor: DEDICATED_MONITOR_RATIO, 100). */
export const MONITOR_RATIO = 25;

/** Delivery methods with participants taking part individually over the internet. */
export const INTERNET_DELIVERY_METHOD_IDS: readonly number[] = [
  DELIVERY_METHOD_IDS.groupInternet,
  DELIVERY_METHOD_IDS.groupLiveAndInternet,
];

/** Polling events a program of `totalCredits` needs: three per credit, a part credit rounded up. */
export function pollingEventsRequired(totalCredits: number): number {
  return Math.ceil((POLLING_EVENTS_PER_CREDIT * Math.round(totalCredits * 10)) / 10);
}

/** The polling events a course of this delivery method and total needs (0 where none are required). */
export function pollingRequiredFor(deliveryMethodId: number | null | undefined, totalCredits: number): number {
  return INTERNET_DELIVERY_METHOD_IDS.includes(deliveryMethodId ?? 0) ? pollingEventsRequired(totalCredits) : 0;
}

export interface MonitorCounts {
  learners: number;
  /** People in a role named 'Dedicated Attendance Monitor (100:1)'. */
  dedicated: number;
  /** People in any monitor role, dedicated ones included. */
  monitors: number;
}

/**
 * Whether a class's monitors meet the Standards: only group live delivered over two-way video
 * (a Group Live class delivered virtually) needs them, one dedicated monitor per 100
 * participants or one monitor per 25. Null when monitors are met or not required; else the
 * dedicated monitors the class needs (the 100:1 dedicated monitor ratio).
 */
export function monitorsShort(deliveryMethodId: number | null | undefined, deliveredVirtually: boolean, m: MonitorCounts): number | null {
  if (deliveryMethodId !== DELIVERY_METHOD_IDS.groupLive || !deliveredVirtually || m.learners <= 0) return null;
  const dedicatedNeeded = Math.ceil(m.learners / DEDICATED_MONITOR_RATIO);
  if (m.dedicated >= dedicatedNeeded || m.monitors >= Math.ceil(m.learners / MONITOR_RATIO)) return null;
  return dedicatedNeeded;
}
