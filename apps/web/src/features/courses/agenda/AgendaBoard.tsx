import type { AgendaModule, ModuleTimeCheck } from '@cpe/contract';
import { DndContext, type DragEndEvent } from '@dnd-kit/core';
import { AgendaDay, NewDayZone } from './AgendaDay.tsx';
import { type DropTarget, daysOf, keyboardMove, timeMessage } from './agenda-model.ts';
import { agendaAnnouncements, agendaCollisions, dropTargetOf, moduleIdOf, useAgendaSensors } from './drag-drop.ts';
import { ModuleCard } from './ModuleCard.tsx';

interface Props {
  modules: AgendaModule[];
  checks: Map<number, ModuleTimeCheck>;
  editable: boolean;
  onDrop(moduleId: number, target: DropTarget): void;
  onMove(moduleId: number, direction: 'up' | 'down'): void;
  onAdd(day: number): void;
  onEdit(module: AgendaModule): void;
  onRemove(module: AgendaModule): void;
}

/** The days of the agenda with their modules, sortable by mouse, touch and keyboard; a new-day zone follows the last day. */
export function AgendaBoard({ modules, checks, editable, onDrop, onMove, onAdd, onEdit, onRemove }: Props) {
  const sensors = useAgendaSensors();
  const days = daysOf(modules);
  const titleOf = (id: string | number) => modules.find((m) => m.module_id === moduleIdOf(id))?.title ?? 'the module';

  function handleDragEnd(event: DragEndEvent) {
    const moduleId = moduleIdOf(event.active.id);
    const target = dropTargetOf(event);
    if (moduleId !== null && target) onDrop(moduleId, target);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={agendaCollisions}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements: agendaAnnouncements(titleOf) }}
    >
      {days.map(({ day, modules: dayModules }) => (
        <AgendaDay key={day} day={day} modules={dayModules} editable={editable} onAdd={() => onAdd(day)}>
          {dayModules.map((module) => (
            <ModuleCard
              key={module.module_id}
              module={module}
              editable={editable}
              timeMessage={timeMessage(checks.get(module.module_id))}
              canMoveUp={keyboardMove(modules, module.module_id, 'up') !== null}
              canMoveDown={keyboardMove(modules, module.module_id, 'down') !== null}
              onMove={(direction) => onMove(module.module_id, direction)}
              onEdit={() => onEdit(module)}
              onRemove={() => onRemove(module)}
            />
          ))}
        </AgendaDay>
      ))}
      {editable && <NewDayZone day={days.length + 1} onAdd={() => onAdd(days.length + 1)} />}
    </DndContext>
  );
}
