import {
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { DropTarget } from './agenda-model.ts';

/** Drag ids: 'module-7' for a module, 'day-2' for a day's space, 'day-new' for the new-day zone. */
const MODULE = /^module-(\d+)$/;
const DAY = /^day-(\d+)$/;

export const moduleIdOf = (id: string | number): number | null => {
  const match = MODULE.exec(String(id));
  return match ? Number(match[1]) : null;
};

/**
 * Pointer first (what is under the mouse), else the dragged rectangle (keyboard drags
 * have no pointer). A module under the pointer wins over the day around it.
 */
export const agendaCollisions: CollisionDetection = (args) => {
  const byPointer = pointerWithin(args);
  const hits = byPointer.length > 0 ? byPointer : rectIntersection(args);
  const module = hits.find((hit) => moduleIdOf(hit.id) !== null);
  return module ? [module] : hits;
};

/** A mouse drag starts after 5 px, so a click on the handle stays a click; the keyboard sensor picks up with Space or Enter. */
export function useAgendaSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** What a drag ended on; a module drop lands after it when the dragged centre is below the target's centre. */
export function dropTargetOf(event: DragEndEvent): DropTarget | null {
  const { over, active } = event;
  if (!over) return null;
  const overModule = moduleIdOf(over.id);
  if (overModule !== null) {
    const dragged = active.rect.current.translated;
    const after = dragged ? dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2 : false;
    return { kind: 'module', moduleId: overModule, after };
  }
  if (over.id === 'day-new') return { kind: 'new-day' };
  const day = DAY.exec(String(over.id));
  return day ? { kind: 'day', day: Number(day[1]) } : null;
}

/** Screen-reader announcements of a drag, in the agenda's words (titles, days) instead of ids. */
export function agendaAnnouncements(titleOf: (id: string | number) => string): Announcements {
  const place = (id: string | number) =>
    moduleIdOf(id) !== null ? titleOf(id) : id === 'day-new' ? 'a new day' : `Day ${String(id).slice(4)}`;
  return {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(active.id)} is over ${place(over.id)}.` : `${titleOf(active.id)} is over no drop target.`,
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} was dropped on ${place(over.id)}.` : `${titleOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };
}
