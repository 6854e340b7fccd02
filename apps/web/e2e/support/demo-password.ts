/** The password of every demo account (apps/api/src/seed/demo-tenants.ts). */
export const DEMO_PASSWORD = 'Demo!2026pass';
