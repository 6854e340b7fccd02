import { createStore } from '../store.ts';

/** Alerts auto-close after 10 seconds. */
export const ALERT_DISMISS_MS = 10_000;

export interface AlertMessage {
  id: number;
  severity: 'success' | 'info' | 'warning' | 'error';
  message: string;
}

export const alertStore = createStore<AlertMessage | null>(null);
let nextId = 1;

export function showAlert(message: string, severity: AlertMessage['severity'] = 'success'): void {
  alertStore.set({ id: nextId++, severity, message });
}

export function dismissAlert(): void {
  alertStore.set(null);
}
