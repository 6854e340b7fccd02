import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { RecordTable } from '../../../components/record/RecordTable.tsx';
import { formatDisplayDate } from '../../../lib/dates.ts';
import type { PersonStepProps } from '../workspace/step-props.ts';

const MISSING = '----';

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography>{value || MISSING}</Typography>
    </Box>
  );
}

const yesNo = (flag: 'Y' | 'N') => (flag === 'Y' ? 'Yes' : 'No');

/** The profile: names, legal names, dates, the e-mail list and the id list with their primary flags. */
export default function PersonDetailsStep({ person }: PersonStepProps) {
  const date = (d: string | null) => (d ? formatDisplayDate(d) : null);
  return (
    <>
      <PageSection title="Profile">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
          <Fact label="First Name" value={person.name_primary_first} />
          <Fact label="Last Name" value={person.name_primary_last} />
          <Fact label="Person Type" value={person.person_type} />
          <Fact label="Legal First Name" value={person.name_legal_first} />
          <Fact label="Legal Last Name" value={person.name_legal_last} />
          <Fact label="Username" value={person.username} />
          <Fact label="Date Created" value={date(person.date_created)} />
          <Fact label="Last Login" value={date(person.date_login)} />
          <Fact label="Last Refreshed" value={date(person.date_refreshed)} />
        </Box>
      </PageSection>
      <PageSection title="E-mail Addresses" level={2}>
        <RecordTable
          caption="E-mail addresses"
          rows={person.emails}
          rowKey={(e) => e.email_address}
          columns={[
            { header: 'E-mail Address', cell: (e) => e.email_address },
            { header: 'Primary', cell: (e) => yesNo(e.is_primary) },
          ]}
        />
      </PageSection>
      <PageSection title="Ids" level={2}>
        <RecordTable
          caption="Ids"
          rows={person.ids}
          rowKey={(i) => `${i.id_type}:${i.value}`}
          columns={[
            { header: 'Id Type', cell: (i) => i.id_type },
            { header: 'Value', cell: (i) => i.value },
            { header: 'Primary', cell: (i) => yesNo(i.is_primary) },
          ]}
        />
      </PageSection>
    </>
  );
}
