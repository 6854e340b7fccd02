import type { AgendaModule } from '@cpe/contract';
import { useDroppable } from '@dnd-kit/core';
import { rectSwappingStrategy, SortableContext } from '@dnd-kit/sortable';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { moduleDragId } from './ModuleCard.tsx';

export const dayDropId = (day: number) => `day-${day}`;
export const NEW_DAY_DROP_ID = 'day-new';

interface Props {
  day: number;
  modules: readonly AgendaModule[];
  editable: boolean;
  onAdd(): void;
  children: ReactNode;
}

/**
 * One agenda day: a drop target of its own (for its empty space) around a sortable
 * list. Swapping, not shifting, is previewed: within a day a drop swaps two modules.
 */
export function AgendaDay({ day, modules, editable, onAdd, children }: Props) {
  const drop = useDroppable({ id: dayDropId(day), disabled: !editable });
  const heading = `day-${day}-heading`;
  return (
    <Paper
      component="section"
      ref={drop.setNodeRef}
      variant="outlined"
      aria-labelledby={heading}
      data-day={day}
      sx={{ p: 2, mb: 2, borderColor: drop.isOver ? 'primary.main' : undefined, borderWidth: drop.isOver ? 2 : 1 }}
    >
      <Typography component="h2" variant="h6" id={heading} gutterBottom>
        Day {day}
      </Typography>
      <SortableContext items={modules.map((m) => moduleDragId(m.module_id))} strategy={rectSwappingStrategy}>
        <Box component="ol" sx={{ p: 0, m: 0 }} aria-labelledby={heading}>
          {children}
        </Box>
      </SortableContext>
      {editable && (
        <Button startIcon={<Add />} onClick={onAdd} aria-label={`Add module to Day ${day}`}>
          Add module
        </Button>
      )}
    </Paper>
  );
}

/** The empty 'new day' zone after the last day: dropping a module here starts a new day with it. */
export function NewDayZone({ day, onAdd }: { day: number; onAdd(): void }) {
  const drop = useDroppable({ id: NEW_DAY_DROP_ID });
  return (
    <Paper
      ref={drop.setNodeRef}
      variant="outlined"
      data-testid="new-day-zone"
      sx={{
        p: 2,
        mb: 2,
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: drop.isOver ? 'primary.main' : 'divider',
        textAlign: 'center',
      }}
    >
      <Typography variant="body2" color="text.secondary" gutterBottom>
        New day (Day {day}): drop a module here to start it
      </Typography>
      <Button startIcon={<Add />} onClick={onAdd}>
        Add module on a new day
      </Button>
    </Paper>
  );
}
