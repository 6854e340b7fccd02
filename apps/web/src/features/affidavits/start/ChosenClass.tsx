import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { formatDisplayDate, formatDisplayTime } from '../../../lib/dates.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import { AOA_RECORD } from '../workspace/aoa-steps.ts';
import { useAoaClass, useCreateAoa } from './start-api.ts';

/** The class the learner picked (GET /aoa/get-class/{id}) and "Start affidavit", which opens a Draft on its Verification step. */
export function ChosenClass({ classId }: { classId: number }) {
  const cls = useAoaClass(classId);
  const create = useCreateAoa();
  const navigate = useNavigate();
  const start = () =>
    create.mutate(classId, {
      onSuccess: ({ requestId }) => navigate(routePath(`${AOA_RECORD}-verification`, { id: requestId })),
    });
  return (
    <QueryView query={cls} loadingLabel="Loading the class">
      {(c) => (
        <PageSection title={c.class_title} level={2}>
          <Typography>{`Course: ${c.course_title}`}</Typography>
          <Typography>{`Where: ${c.facility ?? c.location ?? '----'} (${c.timezone})`}</Typography>
          <Typography>{`Delivery method: ${c.delivery_method ?? '----'}`}</Typography>
          <List dense aria-label="Class days">
            {c.days.map((d) => (
              <ListItem key={d.day}>
                {`Day ${d.day}: ${formatDisplayDate(d.date)}, ${formatDisplayTime(d.start_time)} – ${formatDisplayTime(d.end_time)}`}
              </ListItem>
            ))}
          </List>
          <Button variant="contained" onClick={start} disabled={create.isPending}>
            Start affidavit
          </Button>
        </PageSection>
      )}
    </QueryView>
  );
}
