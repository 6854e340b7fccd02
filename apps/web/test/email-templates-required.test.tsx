import type { TemplateDetail } from '@cpe/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TemplateEditor } from '../src/features/email-templates/TemplateEditor.tsx';
import { alertStore } from '../src/lib/shell/alert-store.ts';
import { stubFetch, writes } from './support/fetch-stub.ts';
import { renderWithClient } from './support/render.tsx';

/** Issue 27: a template is not saved without a placeholder its message needs; the editor says so beside the body. */
function registration(body: string, linkRequired = true): TemplateDetail {
  return {
    templateId: 7,
    key: 'registration_by_admin',
    name: 'Registration (added by an administrator)',
    description: 'An administrator adds an external user.',
    subject: '{{tenant_name}}: finish your registration',
    body,
    footer: '<p>{{tenant_name}}</p>',
    placeholders: [
      { name: 'tenant_name', description: "The firm's name", required: false },
      { name: 'first_name', description: "The recipient's first name", required: false },
      { name: 'link', description: 'The link the e-mail is about', required: linkRequired },
    ],
    tenantImage: null,
    activeTemplateId: 3,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  alertStore.set(null);
});

describe('the template editor', () => {
  it('marks the required placeholders in the list', async () => {
    stubFetch(() => undefined);
    renderWithClient(<TemplateEditor template={registration('<p>Hi {{first_name}}, {{link}}</p>')} />);
    expect(await screen.findByRole('button', { name: /^Insert \{\{link\}\}: The link the e-mail is about \(required\)$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Insert \{\{first_name\}\}: The recipient's first name$/ })).toBeTruthy();
  });

  it('refuses to save a body without a required placeholder, beside the body, without asking the server', async () => {
    const calls = stubFetch(() => undefined);
    renderWithClient(<TemplateEditor template={registration('<p>Hi {{first_name}}, welcome.</p>')} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const message = 'This e-mail needs {{link}} (the link the e-mail is about): put it in the body or the footer.';
    expect(await screen.findByText(message)).toBeTruthy();
    const body = screen.getByRole('textbox', { name: 'Email body' });
    expect(body.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(body.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
    expect(writes(calls)).toEqual([]);
  });

  it("shows the server's 400 for the body beside the body", async () => {
    const message = 'This e-mail needs {{link}} (the link the e-mail is about): put it in the body or the footer.';
    stubFetch((c) =>
      c.path === '/api/templates/update'
        ? {
            status: 400,
            body: { message: `body.emailTemplate: ${message}`, code: 'VALIDATION', errors: [{ field: 'body.emailTemplate', message }] },
          }
        : undefined,
    );
    // The browser did not know it was required: the server's check is the one that holds.
    renderWithClient(<TemplateEditor template={registration('<p>Hi {{first_name}}.</p>', false)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email body' }).getAttribute('aria-invalid')).toBe('true'));
    const body = screen.getByRole('textbox', { name: 'Email body' });
    expect(document.getElementById(body.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
  });
});
