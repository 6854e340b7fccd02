import type { AgendaModule, CourseResponse } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useLayoutEffect, useRef, useState } from 'react';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useCourseLookups, useRefLookups } from '../../../lib/reference/lookups.ts';
import { errorMessage } from '../api/course-queries.ts';
import { AgendaBoard } from './AgendaBoard.tsx';
import { AgendaCredits } from './AgendaCredits.tsx';
import { type DropTarget, daysOf, dropMove, keyboardMove, timeChecksOf } from './agenda-model.ts';
import { ModuleDialog, type ModuleDialogTarget } from './ModuleDialog.tsx';
import { RemoveModuleDialog } from './RemoveModuleDialog.tsx';
import { useAgendaOrder } from './use-agenda-order.ts';

/** Agenda Details: the agenda builder (agenda days, module moves, the module time check). */
export default function AgendaStep({ course }: { course: CourseResponse }) {
  const courseId = course.courseHeader.id;
  const editable = course.abilities.edit;
  const { modules, save } = useAgendaOrder(course);
  // Only the module dialog needs the lookups.
  const refs = useRefLookups(editable);
  const lookups = useCourseLookups(editable);
  const [dialog, setDialog] = useState<ModuleDialogTarget | null>(null);
  const [removing, setRemoving] = useState<AgendaModule | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // After a keyboard move the card may remount in another day: focus follows it.
  const refocus = useRef<{ moduleId: number; direction: 'up' | 'down' } | null>(null);

  useLayoutEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    const card = document.querySelector(`[data-module-id="${wanted.moduleId}"]`);
    const buttons = [`[data-action="${wanted.direction}"]`, '[data-action="up"]', '[data-action="down"]'];
    const target = buttons.map((b) => card?.querySelector<HTMLButtonElement>(`${b}:not(:disabled)`)).find(Boolean);
    target?.focus();
  });

  function apply(next: AgendaModule[] | null, moduleId: number) {
    if (!next) return;
    save(next);
    const moved = next.find((m) => m.module_id === moduleId);
    if (moved) setAnnouncement(`${moved.title} moved to Day ${moved.day}, position ${moved.day_index}.`);
  }
  const onMove = (moduleId: number, direction: 'up' | 'down') => {
    refocus.current = { moduleId, direction };
    apply(keyboardMove(modules, moduleId, direction), moduleId);
  };
  const onDrop = (moduleId: number, target: DropTarget) => apply(dropMove(modules, moduleId, target), moduleId);
  const onAdd = (day: number) => {
    const days = daysOf(modules);
    setDialog({ mode: 'add', day, dayModules: days[day - 1]?.modules ?? [], newDay: day > days.length });
  };

  const lookupError = editable ? (refs.error ?? lookups.error) : null;
  return (
    <PageSection title="Agenda Details">
      <AgendaCredits course={course} modules={modules} />
      {lookupError && <Alert severity="error">{errorMessage(lookupError)}</Alert>}
      {modules.length === 0 && <EmptyState>The agenda has no modules yet.</EmptyState>}
      <AgendaBoard
        modules={modules}
        checks={timeChecksOf(modules)}
        editable={editable}
        onDrop={onDrop}
        onMove={onMove}
        onAdd={onAdd}
        onEdit={(module) => setDialog({ mode: 'edit', module })}
        onRemove={setRemoving}
      />
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {dialog && refs.data && lookups.data && (
        <ModuleDialog courseId={courseId} target={dialog} refs={refs.data} lookups={lookups.data} onClose={() => setDialog(null)} />
      )}
      {removing && <RemoveModuleDialog courseId={courseId} module={removing} onClose={() => setRemoving(null)} />}
    </PageSection>
  );
}
