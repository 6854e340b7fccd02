import type { TemplateDetail } from '@cpe/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import EmailTemplatesScreen from '../src/features/email-templates/EmailTemplatesScreen.tsx';
import { stubFetch } from './support/fetch-stub.ts';
import { renderWithClient } from './support/render.tsx';

const template = (activeTemplateId: number): TemplateDetail => ({
  templateId: 7,
  key: 'registration_by_admin',
  name: 'Registration (added by an administrator)',
  description: 'An administrator adds an external user.',
  subject: '{{tenant_name}}: finish your registration',
  body: '<p>Hi {{first_name}}, {{link}}</p>',
  footer: '<p>{{tenant_name}}</p>',
  placeholders: [{ name: 'link', description: 'The link the e-mail is about', required: true }],
  tenantImage: null,
  activeTemplateId,
});
const summary = {
  id: 7,
  key: 'registration_by_admin',
  name: 'Registration (added by an administrator)',
  description: '',
  subject: '',
  updated_at: '',
};

// The set-up file (support/load-call-check.ts) unmounts and resets the stores after the file.
describe('the e-mail templates screen after a save', () => {
  it('offers Preview only once the saved version has loaded, and its dialog stays open', async () => {
    // The reload after the save is held until the test lets it go: the saved version (4) replaces the editor.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let saved = false;
    stubFetch(async (c) => {
      if (c.path === '/api/templates/list') return { status: 200, body: { list: [summary], tenantImage: null } };
      if (c.path === '/api/templates/get') {
        if (!saved) return { status: 200, body: template(3) };
        await held;
        return { status: 200, body: template(4) };
      }
      if (c.path === '/api/templates/update') {
        saved = true;
        return { status: 200, body: { message: 'Template changes were saved', activeTemplateId: 4 } };
      }
      if (c.path === '/api/templates/preview')
        return { status: 200, body: { subject: 'Your account', html: '<p>Hi Ada</p>', bodyHtml: '<p>Hi Ada</p>', text: 'Hi Ada' } };
      return undefined;
    });
    renderWithClient(<EmailTemplatesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Template changes were saved')).toBeTruthy();
    const preview = () => screen.getByRole('button', { name: 'Preview' });
    // While the saved version loads, a dialog would open on the editor that is about to be replaced.
    expect(preview().hasAttribute('disabled')).toBe(true);
    release();
    await waitFor(() => expect(preview().hasAttribute('disabled')).toBe(false));
    fireEvent.click(preview());
    expect(await screen.findByRole('article', { name: 'Email preview' })).toBeTruthy();
  }, 20_000); // the screen's first render (two rich-text editors) takes seconds in jsdom on a busy machine
});
