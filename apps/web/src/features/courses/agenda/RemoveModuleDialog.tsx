import { type AgendaModule, calls } from '@cpe/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { call } from '../../../lib/call.ts';
import { useCourseWrite } from '../api/course-queries.ts';

/** Confirms, then PUT /agendas/module/remove/{moduleId}; the server removes an emptied day and shifts later days. */
export function RemoveModuleDialog({ courseId, module, onClose }: { courseId: number; module: AgendaModule; onClose(): void }) {
  const remove = useCourseWrite(courseId, () => call(calls.removeModule, { params: { moduleId: module.module_id } }));
  return (
    <ConfirmDialog
      title="Remove module"
      text={`Remove “${module.title}” from Day ${module.day}? A day left without modules is removed and later days move up.`}
      confirm="Remove"
      busy={remove.isPending}
      onConfirm={() => remove.mutateAsync(undefined).then(onClose, () => {})}
      onClose={onClose}
    />
  );
}
