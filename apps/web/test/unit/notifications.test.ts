import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AlertInput,
  isNotificationAlert,
  type NotificationItem,
  notificationBadgeCount,
  toNotificationItems,
} from '../../src/features/notifications/notification-items.ts';

const alert = (alert_id: number, message = `Message ${alert_id}`): AlertInput => ({
  alert_id,
  type: 'Class',
  message,
  created_on: '2026-11-21T08:00:00.000Z',
});

const arbAlerts = fc.uniqueArray(
  fc.record({ alert_id: fc.nat(), type: fc.string(), message: fc.string(), created_on: fc.constant('2026-11-21T08:00:00.000Z') }),
  { selector: (a) => a.alert_id, maxLength: 30 },
);

describe('notification items (type and message, the Today header)', () => {
  it('is empty without alerts', () => {
    expect(toNotificationItems([])).toEqual([]);
  });

  it("starts with the 'Today' header and follows each alert with a divider", () => {
    const a = alert(1, 'Class 7 was certified');
    const b = { alert_id: 2, type: 'Course', message: 'Course 3 finalized', created_on: '2026-11-20T10:00:00.000Z' };
    expect(toNotificationItems([a, b])).toEqual([{ header: 'Today' }, a, { divider: true }, b, { divider: true }]);
  });

  it('keeps only the alert fields and does not share the input objects', () => {
    const input = { ...alert(5), extra: 'dropped' };
    const [, item] = toNotificationItems([input]);
    expect(item).toEqual(alert(5));
    expect(item).not.toBe(input);
  });

  it('keeps the order of the alerts (any alerts)', () => {
    fc.assert(
      fc.property(arbAlerts, (alerts) => {
        const items = toNotificationItems(alerts);
        expect(items.filter(isNotificationAlert).map((i) => i.alert_id)).toEqual(alerts.map((a) => a.alert_id));
        if (alerts.length === 0) return;
        expect(items).toHaveLength(1 + 2 * alerts.length);
        expect(items[0]).toEqual({ header: 'Today' });
        items.slice(1).forEach((item, i) => {
          if (i % 2 === 0) expect(isNotificationAlert(item)).toBe(true);
          else expect(item).toEqual({ divider: true });
        });
      }),
    );
  });
});

describe('notification badge count ((items-1)/2)', () => {
  it('is 0 for an empty list', () => {
    expect(notificationBadgeCount([])).toBe(0);
  });

  it('is (items - 1) / 2', () => {
    const items: NotificationItem[] = [{ header: 'Today' }, alert(1), { divider: true }, alert(2), { divider: true }];
    expect(notificationBadgeCount(items)).toBe(2);
    expect(notificationBadgeCount(items.slice(0, 3))).toBe(1);
  });

  it('counts the alerts of the built list (any alerts)', () => {
    fc.assert(
      fc.property(arbAlerts, (alerts) => {
        expect(notificationBadgeCount(toNotificationItems(alerts))).toBe(alerts.length);
      }),
    );
  });
});
