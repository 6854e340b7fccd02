import { calls, type WorkList } from '@cpe/contract';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/page/PageSection.tsx';
import { StatusChip } from '../../components/StatusChip.tsx';
import { call } from '../../lib/call.ts';
import { routePath } from '../../lib/routes/route-table.ts';

/** Where a work item opens: its record's main page. */
const itemPath = (item: WorkList['items'][number]) => routePath('course-id', { id: String(item.id) });

/** The person's lists of work from the API (GET /home/work): courses awaiting signoff, in progress, with feedback. */
export function WorkLists() {
  const work = useQuery({ queryKey: ['home', 'work'], queryFn: ({ signal }) => call(calls.homeWork, { signal }) });
  if (work.isError) return <EmptyState>{work.error.message}</EmptyState>;
  if (!work.data) return null;
  if (work.data.length === 0) return <EmptyState>No work waiting for you.</EmptyState>;
  return (
    <>
      {work.data.map((list) => (
        <section key={list.key} aria-labelledby={`work-${list.key}`}>
          <Typography id={`work-${list.key}`} component="h3" variant="subtitle1">
            {list.title}
          </Typography>
          <List dense>
            {list.items.map((item) => (
              <ListItem key={`${item.kind}-${item.id}`}>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={itemPath(item)}>
                      {item.title}
                    </Link>
                  }
                  secondary={
                    <>
                      {item.status && <StatusChip status={item.status} />} {item.detail}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        </section>
      ))}
    </>
  );
}
