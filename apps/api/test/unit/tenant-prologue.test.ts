import { describe, expect, it } from 'vitest';
import { tenantPrologue } from '../../src/db/types.ts';

describe('tenant transaction prologue', () => {
  it('enters the application role and sets the tenant', () => {
    const sql = tenantPrologue({ tenantId: 7, personId: 3 });
    expect(sql).toContain("set_config('role', 'cpe_app', true)");
    expect(sql).toContain("set_config('app.tenant_id', '7', true)");
    expect(sql).toContain("set_config('app.person_id', '3', true)");
  });

  it('leaves the tenant empty (no rows visible) when there is none', () => {
    expect(tenantPrologue({ tenantId: null })).toContain("set_config('app.tenant_id', '', true)");
  });

  it('refuses anything but a non-negative safe integer, so inlining is safe', () => {
    expect(() => tenantPrologue({ tenantId: 1.5 })).toThrow();
    expect(() => tenantPrologue({ tenantId: -1 })).toThrow();
    expect(() => tenantPrologue({ tenantId: Number.NaN })).toThrow();
  });
});
