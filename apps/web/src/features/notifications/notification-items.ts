/**
 * The list shown in the notifications bell (alerts of type and message):
 * a 'Today' header, then each alert followed by a divider. The badge count of
 * (items - 1) / 2, is therefore the number of alerts.
 */
export interface AlertInput {
  alert_id: number;
  type: string;
  message: string;
  created_on: string;
}

export interface NotificationHeader {
  header: string;
}
export interface NotificationDivider {
  divider: true;
}
export type NotificationAlert = AlertInput;

/** Tell the kinds apart with `'header' in item`, `'divider' in item` or `'alert_id' in item`. */
export type NotificationItem = NotificationHeader | NotificationAlert | NotificationDivider;

export const NOTIFICATIONS_HEADER = 'Today';

export const isNotificationAlert = (item: NotificationItem): item is NotificationAlert => 'alert_id' in item;

/** [] without alerts; otherwise the header, then each alert and a divider after it. */
export function toNotificationItems(alerts: readonly AlertInput[]): NotificationItem[] {
  if (alerts.length === 0) return [];
  const items: NotificationItem[] = [{ header: NOTIFICATIONS_HEADER }];
  for (const { alert_id, type, message, created_on } of alerts) {
    items.push({ alert_id, type, message, created_on }, { divider: true });
  }
  return items;
}

/** The badge count: (items - 1) / 2, and 0 for an empty list. */
export function notificationBadgeCount(items: readonly NotificationItem[]): number {
  return items.length === 0 ? 0 : (items.length - 1) / 2;
}
