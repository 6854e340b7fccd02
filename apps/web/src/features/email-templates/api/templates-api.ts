import { calls } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { useStore } from '../../../lib/store.ts';
import { useRecordWrite } from '../../../lib/use-record-write.ts';

/** Every query of the screen lives under this key: a save or a restore refreshes them all. */
export const TEMPLATES_KEY = ['email-templates'] as const;

/** The spec's bodies name the caller: the signed-in person's own id. */
export function useMyPersonId(): number {
  return useStore(sessionStore).user?.person_id ?? 0;
}

export function useTemplateList() {
  const personId = useMyPersonId();
  return useQuery({
    queryKey: [...TEMPLATES_KEY, 'list'],
    queryFn: ({ signal }) => call(calls.listTemplates, { body: { personId }, signal }),
  });
}

export function useTemplate(templateId: number | null) {
  const personId = useMyPersonId();
  return useQuery({
    queryKey: [...TEMPLATES_KEY, 'template', templateId],
    queryFn: ({ signal }) => call(calls.getTemplate, { body: { personId, templateId: templateId ?? 0 }, signal }),
    enabled: templateId !== null,
  });
}

export function useTemplateVersions(templateId: number, enabled: boolean) {
  const personId = useMyPersonId();
  return useQuery({
    queryKey: [...TEMPLATES_KEY, 'versions', templateId],
    queryFn: ({ signal }) => call(calls.listTemplateVersions, { body: { personId, templateId }, signal }),
    enabled,
  });
}

/** What the editor holds: saved, previewed or sent as a test. */
export interface TemplateDraft {
  templateId: number;
  emailSubject: string;
  emailTemplate: string;
  emailFooter?: string;
}

/** Save, restore and send-test: the alert bar says how it went (the server's message), and the screen's queries reload. */
export function useTemplateWrites() {
  const personId = useMyPersonId();
  return {
    save: useRecordWrite(TEMPLATES_KEY, (d: TemplateDraft) => call(calls.updateTemplate, { body: { personId, ...d } })),
    restore: useRecordWrite(TEMPLATES_KEY, (v: { templateId: number; versionId: number }) =>
      call(calls.restoreTemplateVersion, { body: { personId, ...v } }),
    ),
    sendTest: useRecordWrite(TEMPLATES_KEY, (d: TemplateDraft) => call(calls.sendTestTemplate, { body: { personId, ...d } })),
  };
}

/** The preview of the unsaved edit (not cached: each press renders what the editor holds now). */
export function previewTemplate(personId: number, d: TemplateDraft) {
  return call(calls.previewTemplate, { body: { personId, ...d } });
}
