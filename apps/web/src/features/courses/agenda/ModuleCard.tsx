import type { AgendaModule } from '@cpe/contract';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hhmm } from './agenda-model.ts';
import { ModuleFeedback } from './ModuleFeedback.tsx';

export const moduleDragId = (moduleId: number) => `module-${moduleId}`;

interface Props {
  module: AgendaModule;
  editable: boolean;
  timeMessage: string | null;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove(direction: 'up' | 'down'): void;
  onEdit(): void;
  onRemove(): void;
}

const dash = (value: string | null | undefined) => value || '----';

/** One module of the agenda: what it is, when, for which fields of study, and its move, edit and remove controls. */
export function ModuleCard({ module, editable, timeMessage, canMoveUp, canMoveDown, onMove, onEdit, onRemove }: Props) {
  const sortable = useSortable({ id: moduleDragId(module.module_id), disabled: !editable });
  const style = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };
  const allocations = module.allocations.map((a) => `${a.name} ${a.percent}%`).join(', ');
  const t = module.title;
  return (
    <Box component="li" ref={sortable.setNodeRef} style={style} data-module-id={module.module_id} sx={{ listStyle: 'none', mb: 1 }}>
      <Paper
        variant="outlined"
        sx={{ p: 1.5, opacity: sortable.isDragging ? 0.4 : 1, borderColor: sortable.isOver ? 'primary.main' : undefined }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {editable && (
            <IconButton
              {...sortable.attributes}
              {...sortable.listeners}
              ref={sortable.setActivatorNodeRef}
              aria-label={`Drag ${t}`}
              size="small"
              sx={{ cursor: 'grab', touchAction: 'none' }}
            >
              <DragIndicator />
            </IconButton>
          )}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t}
            </Typography>
            <Typography variant="body2" data-testid="module-times">
              {hhmm(module.start_time)} – {hhmm(module.end_time)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Module type: {dash(module.module_type)} · Knowledge level: {dash(module.knowledge_level)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Fields of study: {dash(allocations)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Developer: {dash(module.developer_name)} · Instructors: {dash(module.instructors.map((i) => i.name).join(', '))}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
              <Chip size="small" label={module.is_credit_qualified ? 'Credit qualified' : 'Not credit qualified'} />
            </Stack>
            {timeMessage && (
              <Typography variant="body2" role="note" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, fontWeight: 500 }}>
                <WarningAmber fontSize="small" color="warning" aria-hidden /> {timeMessage}
              </Typography>
            )}
            <ModuleFeedback feedback={module.feedback} />
          </Box>
          {editable && (
            <Stack direction="row" spacing={0.5}>
              <IconButton aria-label={`Move up ${t}`} data-action="up" disabled={!canMoveUp} onClick={() => onMove('up')} size="small">
                <ArrowUpward />
              </IconButton>
              <IconButton
                aria-label={`Move down ${t}`}
                data-action="down"
                disabled={!canMoveDown}
                onClick={() => onMove('down')}
                size="small"
              >
                <ArrowDownward />
              </IconButton>
              <IconButton aria-label={`Edit ${t}`} onClick={onEdit} size="small">
                <EditOutlined />
              </IconButton>
              <IconButton aria-label={`Remove ${t}`} onClick={onRemove} size="small">
                <DeleteOutlined />
              </IconButton>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
