// The tenant's Material theme is built in src/lib, where the theme editor's preview (a feature) may use it too (ADR 0017).
export * from '../lib/tenant-theme.ts';
